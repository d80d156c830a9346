import type { ConnectionKind, ConnectionQuestion } from './types';
import { PROMPTS } from './prompts';

interface Written {
  kind: ConnectionKind;
  clues: [string, string, string];
  answer: string;
  wrong: [string, string, string];
  explanation: string;
  definition: string;
}

/**
 * Our own questions for the spec's error path (the quiz still starts when generation fails).
 * Every one is checked by the engine's own fits test in fallback.test.ts.
 */
const WRITTEN: Written[] = [
  {
    kind: 'category',
    clues: ['apple', 'cherry', 'banana'],
    answer: 'fruit',
    wrong: ['vegetable', 'bread', 'drink'],
    explanation: 'Apple, cherry and banana are all kinds of fruit.',
    definition: 'The sweet part of a plant that holds its seeds and that people eat.',
  },
  {
    kind: 'category',
    clues: ['dog', 'horse', 'lion'],
    answer: 'animal',
    wrong: ['insect', 'plant', 'tool'],
    explanation: 'A dog, a horse and a lion are all animals.',
    definition: 'A living thing that can move and feel, such as a dog or a horse.',
  },
  {
    kind: 'category',
    clues: ['car', 'bus', 'truck'],
    answer: 'vehicle',
    wrong: ['building', 'furniture', 'animal'],
    explanation: 'A car, a bus and a truck are all vehicles: they carry people or things on roads.',
    definition: 'Something that carries people or goods, such as a car or a bus.',
  },
  {
    kind: 'category',
    clues: ['chair', 'table', 'bed'],
    answer: 'furniture',
    wrong: ['kitchen', 'clothing', 'tool'],
    explanation: 'A chair, a table and a bed are all pieces of furniture.',
    definition: 'The things in a room that you sit on, sleep on or put things on.',
  },
  {
    kind: 'category',
    clues: ['hammer', 'saw', 'drill'],
    answer: 'tool',
    wrong: ['toy', 'food', 'plant'],
    explanation:
      'A hammer, a saw and a drill are all tools you hold in your hand to make or fix things.',
    definition: 'Something you hold and use to do a job, such as a hammer.',
  },
  {
    kind: 'category',
    clues: ['shirt', 'coat', 'dress'],
    answer: 'clothing',
    wrong: ['furniture', 'jewelry', 'food'],
    explanation: 'A shirt, a coat and a dress are all clothing: things you wear.',
    definition: 'The things people wear, such as shirts and coats.',
  },
  {
    kind: 'category',
    clues: ['piano', 'guitar', 'drum'],
    answer: 'instrument',
    wrong: ['vehicle', 'building', 'game'],
    explanation: 'A piano, a guitar and a drum are all musical instruments.',
    definition: 'Something you play to make music, such as a piano.',
  },
  {
    kind: 'category',
    clues: ['football', 'tennis', 'golf'],
    answer: 'sport',
    wrong: ['music', 'meal', 'weather'],
    explanation: 'Football, tennis and golf are all sports.',
    definition: 'A game or activity in which people use their bodies and try to win.',
  },
  {
    kind: 'category',
    clues: ['tea', 'coffee', 'milk'],
    answer: 'drink',
    wrong: ['fruit', 'tool', 'game'],
    explanation: 'Tea, coffee and milk are all drinks.',
    definition: 'A liquid that people drink, such as water, tea or milk.',
  },
  {
    kind: 'category',
    clues: ['eagle', 'owl', 'parrot'],
    answer: 'bird',
    wrong: ['fish', 'insect', 'reptile'],
    explanation: 'An eagle, an owl and a parrot are all birds: they have feathers and wings.',
    definition: 'An animal with feathers and wings; most birds can fly.',
  },
  {
    kind: 'category',
    clues: ['shark', 'salmon', 'tuna'],
    answer: 'fish',
    wrong: ['bird', 'insect', 'tree'],
    explanation:
      'A shark, a salmon and a tuna are all fish: they live in water and breathe through gills.',
    definition: 'An animal that lives in water and breathes through gills.',
  },
  {
    kind: 'category',
    clues: ['carrot', 'potato', 'onion'],
    answer: 'vegetable',
    wrong: ['fruit', 'meat', 'drink'],
    explanation: 'A carrot, a potato and an onion are all vegetables.',
    definition: 'A plant or part of a plant that people cook or eat, such as a carrot.',
  },
  {
    kind: 'compound',
    clues: ['fly', 'man', 'place'],
    answer: 'fire',
    wrong: ['snow', 'sun', 'water'],
    explanation: 'Fire goes with each clue: firefly, fireman and fireplace.',
    definition: 'The flames, light and heat that come from something burning.',
  },
  {
    kind: 'compound',
    clues: ['ball', 'flake', 'man'],
    answer: 'snow',
    wrong: ['foot', 'rain', 'fire'],
    explanation: 'Snow goes with each clue: snowball, snowflake and snowman.',
    definition: 'Soft white pieces of frozen water that fall from the sky.',
  },
  {
    kind: 'compound',
    clues: ['room', 'time', 'side'],
    answer: 'bed',
    wrong: ['bath', 'lunch', 'class'],
    explanation: 'Bed goes with each clue: bedroom, bedtime and bedside.',
    definition: 'The piece of furniture you sleep on.',
  },
  {
    kind: 'compound',
    clues: ['light', 'flower', 'glasses'],
    answer: 'sun',
    wrong: ['moon', 'star', 'day'],
    explanation: 'Sun goes with each clue: sunlight, sunflower and sunglasses.',
    definition: 'The star in the sky that gives the Earth light and heat.',
  },
  {
    kind: 'compound',
    clues: ['ball', 'print', 'path'],
    answer: 'foot',
    wrong: ['hand', 'base', 'snow'],
    explanation: 'Foot goes with each clue: football, footprint and footpath.',
    definition: 'The part of your body at the end of your leg that you stand on.',
  },
  {
    kind: 'compound',
    clues: ['bow', 'coat', 'drop'],
    answer: 'rain',
    wrong: ['snow', 'sea', 'over'],
    explanation: 'Rain goes with each clue: rainbow, raincoat and raindrop.',
    definition: 'Water that falls from the clouds in drops.',
  },
  {
    kind: 'compound',
    clues: ['pot', 'cup', 'spoon'],
    answer: 'tea',
    wrong: ['table', 'egg', 'soup'],
    explanation: 'Tea goes with each clue: teapot, teacup and teaspoon.',
    definition: 'A hot drink made by pouring water on dried leaves.',
  },
  {
    kind: 'compound',
    clues: ['brush', 'paste', 'ache'],
    answer: 'tooth',
    wrong: ['hair', 'head', 'paint'],
    explanation: 'Tooth goes with each clue: toothbrush, toothpaste and toothache.',
    definition: 'One of the hard white things in your mouth that you bite with.',
  },
  {
    kind: 'compound',
    clues: ['room', 'tub', 'robe'],
    answer: 'bath',
    wrong: ['bed', 'class', 'wash'],
    explanation: 'Bath goes with each clue: bathroom, bathtub and bathrobe.',
    definition: 'A long container that you fill with water and sit in to wash.',
  },
  {
    kind: 'synonym',
    clues: ['quick', 'rapid', 'swift'],
    answer: 'fast',
    wrong: ['slow', 'loud', 'late'],
    explanation: 'Quick, rapid and swift can all mean fast: moving at high speed.',
    definition: 'Moving or happening at high speed.',
  },
  {
    kind: 'synonym',
    clues: ['film', 'picture', 'flick'],
    answer: 'movie',
    wrong: ['book', 'song', 'game'],
    explanation: 'Film, picture and flick can all mean a movie: a story you watch on a screen.',
    definition: 'A story told with moving pictures that you watch on a screen.',
  },
  {
    kind: 'synonym',
    clues: ['smart', 'clever', 'bright'],
    answer: 'intelligent',
    wrong: ['lazy', 'angry', 'quiet'],
    explanation:
      'Smart, clever and bright can all mean intelligent: good at learning and thinking.',
    definition: 'Good at learning, understanding and thinking.',
  },
];

/** The written questions in the engine's form (the options keep a fixed, varied order). */
export const FALLBACK_CONNECTION_QUESTIONS: ConnectionQuestion[] = WRITTEN.map((w, i) => {
  const options = [...w.wrong] as string[];
  options.splice(i % 4, 0, w.answer);
  return {
    id: `fallback:${w.kind}:${w.answer}`,
    kind: w.kind,
    prompt: PROMPTS[w.kind],
    clues: w.clues,
    options: options as [string, string, string, string],
    answer: w.answer,
    explanation: w.explanation,
    answerDefinition: w.definition,
    clueLevels: [],
    answerLevel: null,
  };
});
