import type { TabooCard } from '@lexora/games';
import type { ContentLevel } from './levels';
import { field, list, parseLines } from './parse-lines';

export interface LevelledTabooCard extends TabooCard {
  level: ContentLevel;
}

// word | meaning | four forbidden words
// The meaning explains the word to the describer without using any forbidden word (so it never
// shows a clue the card forbids), and the forbidden words include the obvious first clues: the
// word's most frequent synonym or class (WordNet) and the words people reach for first.
const cardsByLevel: Record<ContentLevel, string> = {
  A1: `
    Apple | A round, crunchy food with small seeds in its core; some are green, some yellow | fruit, red, tree, pie
    Dog | It wags its tail when it is happy and loves to go for walks | animal, pet, bark, puppy
    House | A place for a family, with rooms, doors and windows | home, live, roof, building
    Book | Paper with words and pictures, kept together between two covers | read, page, story, library
    School | Children go there on weekdays to have lessons | teacher, student, class, learn
    Car | It has four wheels and an engine, and you need a licence to take it out | vehicle, drive, road, bus
    Sun | It rises in the morning, sets in the evening and keeps the Earth warm | star, sky, hot, light
    Bread | A food made from dough; you buy it as a loaf or in slices | toast, sandwich, bake, flour
    Shoe | One of a pair; it has laces or a buckle and protects you outside | foot, wear, sock, boot
    Rain | Drops that fall from the clouds on a grey day | water, wet, umbrella, weather
    Bed | You lie in it with a sheet and a blanket; it has a mattress | furniture, sleep, night, pillow
    Family | The people you are related to, like your brothers, sisters and grandparents | mother, father, parents, children
    Birthday | Your special day each year; people sing to you and you get presents | born, cake, party, anniversary
    Kitchen | Where a home has its fridge, its sink and its cupboards for plates | room, cook, oven, food
    Holiday | Days off work or school when you rest or go away | vacation, travel, beach, trip
    Doctor | The person you visit when you feel unwell; they check you and can give you a prescription | ill, sick, hospital, physician
    Bicycle | It has two tyres, a chain and a bell, and you move it with your legs | bike, ride, wheels, pedal
    Umbrella | You hold it over your head on a grey day to stay dry | rain, wet, open, handle
    Library | A public building with shelves of books that you can take home for free and bring back later | read, borrow, quiet, room
    Camera | You point it at something and press a button to keep the moment | photo, picture, lens, equipment
    Ticket | A small piece of paper, or a code on your phone, that lets you travel or get into a show | pay, train, cinema, document
    Winter | The part of the year with short days, when people wear coats and scarves | season, cold, snow, December
    Garden | Land next to a home where you grow vegetables or sit outside in summer | flowers, plants, grass, plot
    Restaurant | A place where you order a meal and someone brings it to your table | eat, menu, waiter, building
    Headache | When your forehead throbs and you want to lie down in a dark, quiet room | pain, head, hurt, aspirin
    Festival | A few days of concerts, shows or parades that people enjoy together | music, celebrate, party, event
  `,
  A2: `
    Island | A place you can only reach by boat, plane or bridge, like Sicily or Bali | land, water, sea, ocean
    Mirror | You check your hair in it before you go out | reflection, glass, face, look
    Castle | A big old stone home with thick walls, built to keep out enemies | king, queen, tower, palace
    Suitcase | You put your clothes in it before a trip and pull it along on little wheels | bag, travel, luggage, baggage
    Wedding | The day two people promise to spend their lives together, with a party afterwards | marry, bride, ring, ceremony
    Fridge | A tall box in the kitchen that keeps milk and vegetables fresh | cold, food, freezer, refrigerator
    Forest | A large wild area where deer, foxes and mushrooms can be found | trees, wood, leaves, jungle
    Pilot | The person at the front who takes passengers up into the air and lands safely | plane, fly, airport, captain
    Wallet | You keep your cash, your bank cards and your ID in it | money, pocket, purse, case
    Storm | Very bad conditions outside, with dark skies, lightning and trees bending | rain, wind, thunder, weather
    Sunglasses | You put them on when it is bright, to protect your sight | sun, eyes, glasses, summer
    Planet | A huge round world that travels around the Sun, like Venus or Jupiter | Earth, space, Mars, orbit
    Museum | A building where you can see old objects, paintings or dinosaur bones | art, history, exhibition, gallery
    Interview | You sit in an office and talk about your experience, hoping they will offer you the work | job, questions, meeting, candidate
    Battery | A small thing inside a torch or a toy that makes it work until it runs out | power, charge, electricity, device
    Traffic | All the buses, lorries and bikes moving through a city at the same time | cars, jam, road, rush
  `,
  B1: `
    Volunteer | Someone who gives their time to a good cause and gets no salary for it | free, charity, help, worker
    Deadline | The last moment to hand in your work; after it, it may not be accepted | time, finish, late, date
    Recipe | A list of what you need and the steps to follow to make a meal | cook, ingredients, dish, formula
    Neighbour | The person in the flat or house beside yours | next, door, street, live
    Souvenir | A small thing you bring home from a trip, like a fridge magnet or a mug | gift, holiday, remember, shop
    Election | The day citizens go to the polls to pick who will lead them | vote, president, party, choose
    Journalist | Someone whose job is to find out what is happening and tell the public about it | news, newspaper, reporter, writer
    Vaccine | A medicine, often given with a needle, that trains your body to fight an illness | injection, disease, doctor, protect
    Ladder | Two long sides joined by rungs; you lean it against a wall to get up to the roof | climb, steps, stairs, high
    Forecast | What the experts on TV say about the next few days: sun, showers or snow | weather, tomorrow, predict, prediction
    Passport | A small booklet with your photo that you show at the border | travel, country, airport, document
    Ambition | A strong wish to get somewhere in life, for example to become a famous chef | goal, dream, success, want
    Ambulance | It rushes injured people to be treated, with blue lights flashing | hospital, emergency, siren, car
    Candle | A stick that burns slowly; people put one on the table at dinner, or several on a cake | wax, light, flame, lamp
    Lightning | A bright zigzag in a dark sky that comes just before a loud bang | thunder, storm, flash, electricity
    Skyscraper | A very high tower of offices or flats, like the ones in New York or Dubai | tall, building, city, floors
  `,
  B2: `
    Negotiate | To talk with the other side until you both accept the terms | deal, discuss, agree, bargain
    Evidence | Things such as fingerprints or a video that show what really happened | proof, police, court, grounds
    Democracy | A system in which citizens elect those who rule them | vote, government, people, freedom
    Pollution | Harm done to rivers, seas and the sky by factories, cars and waste | dirty, air, environment, smoke
    Inflation | When the cost of living goes up year by year and your salary buys less | prices, money, economy, rise
    Satellite | A machine sent up above the Earth that circles it and sends back TV or GPS data | space, orbit, signal, equipment
    Biography | A true account, written by someone else, of everything a famous person did | life, book, story, history
    Addiction | Being unable to give up something harmful, such as gambling or smoking | habit, drug, stop, dependent
    Landlord | The person you pay each month for the home you live in but do not own | rent, flat, owner, tenant
    Compromise | A deal in which each person gives up a little to settle an argument | agree, middle, sides, cooperation
    Sculpture | A work made by carving or modelling material such as marble, wood or clay | statue, art, artist, shape
    Refugee | Someone who has had to flee their home because of danger and look for safety abroad | war, escape, country, asylum
    Drought | A long spell of weather with no showers, when rivers shrink and plants die | dry, rain, water, crops
    Mortgage | Money you borrow to buy a home and give back, with extra, over many years | loan, bank, house, pay
    Algorithm | An exact list of instructions that solves a problem, for example how a search engine ranks pages | computer, steps, code, program
    Procrastination | Putting off a task you should do now, for instance tidying your room instead of studying | delay, later, lazy, tomorrow
  `,
  C1: `
    Ambiguity | When words can be understood in more than one way | unclear, meaning, vague, confusing
    Nostalgia | A warm, slightly sad feeling when you think about the old days | past, memories, childhood, longing
    Bureaucracy | A system full of offices, procedures and officials that makes simple things slow | rules, forms, government, paperwork
    Sustainability | Meeting today's needs without harming what the next generations will need | environment, green, future, resources
    Scepticism | An attitude of not accepting claims until you see proof | doubt, believe, question, trust
    Metaphor | Calling one thing by the name of another, as in "time is money" | comparison, poetry, figurative, simile
    Paradox | A statement that sounds absurd yet may be true, such as "less is more" | contradiction, impossible, logic, opposite
    Hypocrisy | Criticising others for doing what you secretly do yourself | pretend, fake, double, standards
    Resilience | The ability to get back on your feet after hard times | recover, strong, bounce, tough
    Consensus | A decision that every member of a team can accept | agreement, everyone, group, majority
    Propaganda | One-sided messages spread by a state or party to shape what people think | persuade, media, lies, information
    Entrepreneur | Someone who sets up their own firm and takes financial chances | business, company, start, risk
    Integrity | Doing what is right even when nobody is watching | honest, honesty, moral, principles
    Jurisdiction | The official right to make and enforce decisions in a particular area | law, court, legal, power
    Empathy | Putting yourself in someone else's shoes | feelings, understand, sympathy, others
    Dilemma | A situation where every option you have seems bad | choice, difficult, problem, decide
  `,
};

export const TABOO_CARDS: readonly LevelledTabooCard[] = Object.entries(cardsByLevel).flatMap(
  ([level, block]) =>
    parseLines(block).map((fields) => ({
      word: field(fields, 0, 'word'),
      meaning: field(fields, 1, 'meaning'),
      tabooWords: list(field(fields, 2, 'forbidden words')),
      level: level as ContentLevel,
    })),
);
