import type { TabooCard } from '@lexora/games';
import type { ContentLevel } from './levels';
import { field, list, parseLines } from './parse-lines';

export interface LevelledTabooCard extends TabooCard {
  level: ContentLevel;
}

// word | meaning | four forbidden words
const cardsByLevel: Record<ContentLevel, string> = {
  A1: `
    Apple | A round fruit that is red, green or yellow | fruit, red, tree, pie
    Dog | An animal that many people keep at home and take for walks | pet, bark, puppy, cat
    House | A building where a family lives | home, live, roof, building
    Book | Pages with words that you read | read, page, story, library
    Water | The clear liquid we drink every day | drink, liquid, glass, river
    School | The place where children go to learn | teacher, student, class, learn
    Car | A vehicle with four wheels that you drive | drive, road, wheel, engine
    Sun | The bright star that gives us light in the day | hot, sky, light, summer
    Bread | A food made from flour and baked in an oven | toast, sandwich, bake, flour
    Chair | A seat for one person, with four legs | sit, table, seat, legs
    Phone | A device you use to call people | call, ring, mobile, talk
    Shoe | You wear it on your foot when you go out | foot, wear, sock, walk
    Rain | Water that falls from the clouds | wet, umbrella, cloud, weather
    Bed | The furniture you sleep on at night | sleep, night, pillow, bedroom
    Family | Your parents, brothers, sisters and children | mother, father, parents, brother
    Birthday | The day each year when you were born | cake, party, candles, age
  `,
  A2: `
    Kitchen | The room where you cook food | cook, room, oven, food
    Holiday | Time away from work or school to rest or travel | vacation, travel, beach, trip
    Doctor | A person who helps you when you are ill | hospital, sick, nurse, medicine
    Bicycle | A vehicle with two wheels that you ride by pushing pedals | ride, wheels, pedal, bike
    Umbrella | You hold it over your head when it rains | rain, wet, open, handle
    Library | A place where you can borrow books | books, borrow, read, quiet
    Breakfast | The first meal of the day | morning, eat, meal, cereal
    Camera | A machine for taking photos | photo, picture, lens, smile
    Island | Land with water all around it | sea, beach, boat, ocean
    Market | A place where people buy and sell food and goods | buy, sell, shop, stall
    Ticket | A small paper that lets you travel or enter a show | train, cinema, pay, seat
    Winter | The coldest season of the year | cold, snow, season, December
    Garden | Land next to a house where plants grow | flowers, grass, plant, grow
    Mirror | Glass in which you can see yourself | reflection, glass, face, look
    Passport | The document you show when you travel to another country | travel, country, airport, document
    Restaurant | A place where you pay to eat a meal | eat, waiter, menu, food
  `,
  B1: `
    Volunteer | A person who works without being paid, to help others | help, free, unpaid, charity
    Deadline | The latest time by which something must be finished | time, finish, late, date
    Interview | A meeting where someone asks you questions, often for a job | job, questions, meeting, candidate
    Recipe | Instructions that tell you how to cook a dish | cook, ingredients, dish, kitchen
    Neighbour | A person who lives next to you or near you | next, door, street, live
    Souvenir | Something you buy to remember a place you visited | gift, holiday, remember, shop
    Headache | A pain in your head | pain, head, hurt, aspirin
    Traffic | All the cars and buses moving on the roads | cars, jam, road, rush
    Museum | A building where you can look at old or important objects | art, history, exhibition, gallery
    Election | The time when people vote to choose a leader | vote, president, party, choose
    Battery | It stores power for a phone or a toy | power, charge, phone, energy
    Festival | A time of celebration, often with music and events | music, celebrate, party, event
    Journalist | A person who writes news for newspapers or websites | news, newspaper, write, reporter
    Vaccine | A medicine that protects you from a disease | injection, disease, doctor, protect
    Ladder | Steps you climb to reach a high place | climb, steps, high, reach
    Forecast | A statement about what the weather will be like | weather, tomorrow, predict, rain
  `,
  B2: `
    Negotiate | To discuss something to reach an agreement | deal, discuss, agree, bargain
    Ambition | A strong wish to succeed or achieve something | goal, dream, success, want
    Democracy | A system in which people choose their government by voting | vote, government, people, freedom
    Evidence | Facts or objects that show something is true | proof, police, court, crime
    Pollution | Damage to air, water or land caused by harmful substances | dirty, air, environment, smoke
    Inflation | A general rise in prices over time | prices, money, economy, rise
    Satellite | An object that goes around a planet in space | space, orbit, planet, signal
    Biography | A book about a real person's life, written by someone else | life, book, person, author
    Addiction | Being unable to stop doing or using something harmful | habit, drug, stop, dependent
    Landlord | A person who rents a flat or house to you | rent, flat, owner, tenant
    Compromise | An agreement where each side gives up something | agree, middle, both, sides
    Sculpture | Art made by shaping stone, wood or metal | statue, art, stone, artist
    Refugee | A person forced to leave their country because of danger | war, escape, country, asylum
    Drought | A long period without rain | dry, rain, water, crops
    Mortgage | A loan used to buy a home | loan, bank, house, pay
    Algorithm | A set of steps a computer follows to solve a problem | computer, steps, code, program
  `,
  C1: `
    Ambiguity | The quality of having more than one possible meaning | unclear, meaning, vague, confusing
    Nostalgia | A warm, slightly sad longing for the past | past, memories, miss, childhood
    Bureaucracy | A system with many complicated rules and forms | rules, forms, government, paperwork
    Sustainability | Using resources in a way that does not harm the future | environment, green, future, resources
    Scepticism | An attitude of doubting whether something is true | doubt, believe, question, trust
    Metaphor | Describing something by saying it is something else | comparison, poetry, figurative, simile
    Paradox | A statement that seems to contradict itself but may be true | contradiction, impossible, logic, opposite
    Hypocrisy | Saying one thing but doing the opposite | pretend, fake, double, standards
    Resilience | The ability to recover quickly from difficulties | recover, strong, bounce, tough
    Consensus | Agreement among all the people in a group | agree, everyone, group, majority
    Propaganda | Information spread to persuade people, often untruthfully | government, persuade, media, lies
    Entrepreneur | A person who starts a new business | business, company, start, risk
    Procrastination | Delaying a task you should do now | delay, later, lazy, tomorrow
    Integrity | Being honest and having strong moral principles | honest, moral, principles, trust
    Jurisdiction | The official power to make legal decisions in an area | law, court, legal, authority
    Empathy | The ability to understand how another person feels | feelings, understand, sympathy, others
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
