import type { WordGuessEntry } from '@lexora/games';
import type { ContentLevel } from './levels';
import { field, list, parseLines } from './parse-lines';

export interface LevelledWordGuessEntry extends WordGuessEntry {
  level: ContentLevel;
}

// word | level | four forbidden words | description | four replies separated by ";"
const lines = `
  Pizza | A1 | cheese, Italy, slice, tomato | A flat, round dish baked with toppings, popular all over the world. | Think of a meal people often order for a party. ; It usually comes in a cardboard box. ; You can eat it with your hands, one triangle at a time. ; Many people love it with mushrooms or olives on top.
  Cat | A1 | pet, meow, kitten, dog | A small furry animal that likes to sleep and chase mice. | It purrs when it is happy. ; It has whiskers and sharp claws. ; Many homes keep one as a companion. ; It likes to sit in sunny windows.
  Banana | A1 | yellow, fruit, monkey, peel | A long curved fruit with a soft, sweet inside. | You open it before you eat it. ; It often grows in warm countries. ; Its skin turns brown when it gets old. ; People put it in smoothies.
  Train | A1 | rail, station, carriage, track | A long vehicle that carries people between cities. | You buy a ticket and wait on a platform. ; It follows the same path every day. ; It can be fast or slow, electric or steam. ; Think of a journey with many stops.
  Snow | A1 | white, cold, winter, ice | Soft white flakes that fall from the sky when it is very cold. | Children build figures out of it. ; You can ski on it in the mountains. ; It melts when the sun comes out. ; It makes the streets quiet and bright.
  Teacher | A1 | school, class, student, lesson | A person whose job is to help others learn. | This person often stands at the front of a room. ; They give homework and mark tests. ; You might call them "Miss" or "Sir". ; Think of a job in education.
  Moon | A1 | night, sky, star, full | The round object that shines in the sky at night. | It changes shape during the month. ; Astronauts walked on it in 1969. ; It pulls the sea and makes tides. ; Think of what wolves howl at in stories.
  Ice cream | A1 | cold, sweet, cone, vanilla | A frozen dessert made from milk and sugar. | People eat it on hot summer days. ; It comes in many flavours. ; It melts quickly in the sun. ; Think of a treat sold from a van.
  Mountain | A2 | hill, peak, climb, high | A very tall natural rise of land, often with snow at the top. | Think of a place where people go hiking. ; Some of them are more than 8,000 metres tall. ; The Alps and the Himalayas are full of them. ; Skiers love the slopes of this place.
  Ocean | A2 | sea, water, blue, wave | A huge area of salt water that covers most of the Earth. | Whales and sharks live there. ; The Pacific is the biggest one. ; Ships cross it to go between continents. ; Think of something deep, wide and salty.
  Guitar | A2 | music, strings, play, instrument | A musical instrument with a long neck that you play with your fingers. | Rock bands usually have one or two. ; It can be acoustic or electric. ; You can play chords on it. ; People often play it around a campfire.
  Airport | A2 | plane, flight, fly, terminal | The place where planes take off and land. | You go through security there. ; You check in your bags before a trip. ; It has gates, runways and long queues. ; Think of where a holiday abroad often begins.
  Hospital | A2 | doctor, nurse, sick, patient | A building where ill or injured people are treated. | An ambulance takes people there. ; It is open day and night. ; Babies are often born there. ; Think of a place with wards and operating theatres.
  Football | A2 | ball, goal, kick, soccer | A team sport where players try to score by kicking a ball. | Each team has eleven players. ; The World Cup is its biggest competition. ; The goalkeeper can use their hands. ; Fans sing in the stadium.
  Rainbow | A2 | colours, rain, sky, arch | A curve of colours in the sky after rain. | It appears when the sun shines through raindrops. ; It has seven colours in a line. ; Stories say there is gold at its end. ; Look for it when the sun comes out after a storm.
  Castle | A2 | king, queen, tower, palace | A large, strong old building with thick walls. | Knights lived in one long ago. ; Some have a moat around them. ; Think of towers and a drawbridge. ; Princesses live in them in fairy tales.
  Computer | B1 | laptop, screen, keyboard, mouse | An electronic machine that stores information and runs programs. | You can use it to write, play or browse the internet. ; It has a processor and memory. ; Think about what you might use to send an email at work. ; Programmers spend all day in front of one.
  Volcano | B1 | lava, erupt, mountain, fire | An opening in the Earth where hot melted rock comes out. | Etna and Vesuvius are famous examples. ; It can be active or asleep. ; Ash clouds from it can stop flights. ; Think of a mountain that explodes.
  Newspaper | B1 | news, read, paper, daily | Printed pages with the latest stories and events. | People used to read it on the train every morning. ; It has headlines, columns and adverts. ; Many now publish online too. ; Think of something a paperboy delivers.
  Dentist | B1 | teeth, tooth, doctor, mouth | A person whose job is to look after people's teeth. | You should visit one twice a year. ; Many people are nervous in their chair. ; They can fill a hole or pull out a tooth. ; Think of a check-up with a bright lamp above you.
  Camping | B1 | tent, outdoors, fire, sleeping | Staying outdoors for a holiday, often in the countryside. | You might cook on a small stove. ; You sleep in a bag on the ground. ; Think of a weekend in a forest or by a lake. ; It is cheap but can be wet.
  Orchestra | B1 | music, conductor, violin, concert | A large group of musicians playing classical instruments together. | Someone waves a baton in front of them. ; It has strings, woodwind, brass and percussion. ; Think of a symphony hall. ; They often play Beethoven or Mozart.
  Lighthouse | B1 | light, ships, coast, tower | A tall building by the sea with a bright lamp to guide boats. | Its beam turns round and round at night. ; It warns sailors about rocks. ; Keepers used to live inside. ; Think of a striped tower on a cliff.
  Desert | B1 | sand, dry, hot, camel | A large area of land with very little rain. | The Sahara is the biggest hot one. ; Cactuses grow there. ; It can be very cold at night. ; Think of dunes and oases.
  Microscope | B2 | small, lens, science, biology | An instrument that makes very small things look much bigger. | Scientists use it to look at cells. ; You put a thin glass slide under it. ; Think of a school laboratory. ; It helped us discover bacteria.
  Parliament | B2 | government, politicians, laws, vote | The group of elected people who make a country's laws. | Members debate there every week. ; In the UK it meets in Westminster. ; Think of where new laws are discussed. ; It often has two chambers or houses.
  Earthquake | B2 | shake, ground, tremor, disaster | A sudden, violent shaking of the ground. | It is measured on a scale from one to ten. ; It happens where plates of the Earth meet. ; It can cause a tsunami. ; Buildings in Japan are designed to survive them.
  Telescope | B2 | stars, space, lens, astronomy | An instrument that makes distant objects look closer. | Astronomers point it at the night sky. ; Galileo used one to see Jupiter's moons. ; The Hubble one is in space. ; Think of looking at planets from a dark hill.
  Marathon | B2 | run, race, kilometres, runners | A long running race of just over 42 kilometres. | Its name comes from a town in Greece. ; Thousands of people run it in big cities. ; Think of a test of endurance. ; Runners train for months before it.
  Submarine | B2 | underwater, boat, navy, sea | A ship that can travel deep under the water. | It has a periscope to look above the surface. ; Navies use them to stay hidden. ; Think of a yellow one in a famous song. ; It can stay down for weeks.
  Architect | B2 | building, design, plans, house | A person who designs buildings. | They draw plans before anything is built. ; They work with engineers and builders. ; Think of who imagines a new skyscraper. ; They must study for many years.
  Recycling | B2 | bin, waste, plastic, reuse | Turning used materials into new products. | Think of separating glass, paper and cans at home. ; It reduces the amount of rubbish in landfill. ; A green symbol with arrows shows it. ; It helps protect the environment.
  Archaeology | C1 | dig, ancient, history, bones | The study of the past by digging up and examining old objects. | Think of people working slowly with brushes in the dirt. ; They find pottery, coins and old tools. ; Indiana Jones is a famous fictional example. ; It helps us understand ancient civilisations.
  Hibernation | C1 | sleep, winter, bear, animals | A long sleep-like state some animals enter in cold months. | Their heart slows down and they save energy. ; Hedgehogs and bats do it too. ; Think of what happens in a cave until spring. ; They eat a lot before it starts.
  Cryptocurrency | C1 | bitcoin, money, digital, blockchain | Digital money that is not controlled by a central bank. | Its value can change wildly in a day. ; People keep it in a digital wallet. ; Think of mining without a pickaxe. ; It uses cryptography to stay secure.
  Census | C1 | population, count, survey, government | An official count of all the people in a country. | It usually happens every ten years. ; Every household fills in a form. ; Think of how a government knows how many people live somewhere. ; Historians use old ones to trace families.
  Eclipse | C1 | sun, moon, shadow, dark | When one object in space blocks the light from another. | The sky goes dark in the middle of the day. ; You need special glasses to watch it. ; Think of a shadow passing across the Earth. ; It can be total or partial.
  Migration | C1 | birds, move, travel, south | The movement of people or animals from one region to another. | Swallows do it every autumn. ; It can be seasonal or permanent. ; Think of wildebeest crossing a river. ; Humans have done it for thousands of years.
  Courtroom | C1 | judge, trial, law, jury | The room where legal cases are heard. | A witness swears to tell the truth there. ; The defendant sits in the dock. ; Think of lawyers giving their closing speeches. ; Silence is expected when the judge enters.
  Philosophy | C1 | thinking, Plato, wisdom, ideas | The study of the basic questions about life, knowledge and values. | Socrates is one of its founders. ; It asks what is right and what is real. ; Students of it argue about logic and ethics. ; Think of big questions with no easy answers.
`;

export const WORD_GUESS_WORDS: readonly LevelledWordGuessEntry[] = parseLines(lines).map(
  (fields) => ({
    word: field(fields, 0, 'word'),
    level: field(fields, 1, 'level') as ContentLevel,
    tabooWords: list(field(fields, 2, 'forbidden words')),
    description: field(fields, 3, 'description'),
    systemResponses: list(field(fields, 4, 'replies'), ';'),
  }),
);
