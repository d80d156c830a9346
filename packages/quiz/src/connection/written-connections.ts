import type { CefrLevel } from '@lexora/contracts';
import type { WordNetPos } from '@lexora/words';
import type { ConnectionKind } from './types';

/**
 * A connection written by us (ADR 0031): a category and everyday kinds of it, a joining word
 * and compounds people say, or words that share one meaning. WordNet's own tree cannot tell
 * "fire truck" from "credit order" or a thief from a "runner", so these sets carry the
 * connections a teacher would give; `written-connections.test.ts` checks each one against
 * WordNet and our word model.
 */
export interface WrittenConnection {
  kind: ConnectionKind;
  answer: string;
  /** Synonyms: the part of speech the words share (categories and compounds are nouns). */
  pos?: WordNetPos;
  /** The level it is written for: every clue at or below it, the answer within one. */
  level: CefrLevel;
  /** Categories and synonyms: the clue words. Compounds: the compounds ("fire truck"). */
  members: string[];
}

const category = (answer: string, level: CefrLevel, members: string): WrittenConnection => ({
  kind: 'category',
  answer,
  level,
  members: members.split(', '),
});
const compound = (answer: string, level: CefrLevel, members: string): WrittenConnection => ({
  kind: 'compound',
  answer,
  level,
  members: members.split(', '),
});
const synonym = (
  answer: string,
  pos: WordNetPos,
  level: CefrLevel,
  members: string,
): WrittenConnection => ({ kind: 'synonym', answer, pos, level, members: members.split(', ') });

export const WRITTEN_CONNECTIONS: readonly WrittenConnection[] = [
  // Categories: kinds a learner names by the category word.
  category('animal', 'A2', 'dog, cat, horse, cow, pig, sheep, rabbit, mouse, monkey, bird, fish'),
  category('drink', 'A1', 'coffee, tea, milk, beer, wine'),
  category('clothing', 'B1', 'shirt, dress, coat, jacket, hat, sweater, skirt, sock'),
  category(
    'fruit',
    'B1',
    'apple, banana, orange, grape, pear, peach, cherry, strawberry, lemon, mango',
  ),
  category(
    'vegetable',
    'B1',
    'carrot, potato, onion, cabbage, spinach, cucumber, celery, pea, bean',
  ),
  category(
    'insect',
    'B2',
    'bee, ant, fly, butterfly, mosquito, beetle, moth, grasshopper, wasp, ladybug, flea, cockroach',
  ),
  category(
    'mammal',
    'B2',
    'dog, cat, cow, horse, whale, dolphin, elephant, lion, tiger, bear, monkey, rabbit, mouse, sheep, pig, goat, giraffe, kangaroo',
  ),
  category(
    'reptile',
    'B2',
    'snake, lizard, crocodile, turtle, tortoise, alligator, dinosaur, iguana, chameleon, cobra, python, viper',
  ),
  category('rodent', 'B2', 'mouse, rat, squirrel, hamster, beaver, porcupine, gerbil, chipmunk'),
  category('primate', 'B2', 'monkey, ape, gorilla, chimpanzee, baboon, orangutan, lemur'),
  category('shellfish', 'B2', 'crab, lobster, oyster, mussel, clam, scallop'),
  category('citrus', 'B2', 'orange, lemon, lime, grapefruit, tangerine'),
  category('cereal', 'B2', 'wheat, rice, barley, corn, rye, maize, millet'),
  category('spice', 'B2', 'cinnamon, ginger, nutmeg, clove'),
  category('poultry', 'B1', 'chicken, turkey, duck, goose'),
  category('beverage', 'B1', 'coffee, tea, milk, cocoa, lemonade, beer, wine'),
  category('pasta', 'B2', 'spaghetti, macaroni, lasagna, ravioli, noodle'),
  category('sport', 'A2', 'football, golf, baseball, basketball'),
  category('shape', 'B1', 'circle, square, triangle'),
  category('gem', 'B2', 'diamond, ruby, emerald, sapphire, opal, topaz, amethyst, garnet'),
  category(
    'fabric',
    'B2',
    'cotton, wool, silk, linen, denim, velvet, satin, nylon, polyester, lace, tweed, corduroy',
  ),
  category(
    'garment',
    'B2',
    'shirt, skirt, coat, jacket, sweater, trousers, scarf, vest, gown, robe',
  ),
  category('footwear', 'B2', 'shoe, boot, sandal, slipper, sneaker, clog, loafer, moccasin'),
  category(
    'furniture',
    'B1',
    'chair, table, sofa, bed, desk, wardrobe, dresser, cabinet, stool, couch, bench',
  ),
  category(
    'appliance',
    'B2',
    'refrigerator, fridge, toaster, microwave, dishwasher, freezer, oven, stove, iron',
  ),
  category('utensil', 'B2', 'spatula, whisk, pan, pot, saucepan, wok, skillet, grater'),
  category('tool', 'B1', 'hammer, saw, drill, screwdriver, shovel, axe'),
  category('weapon', 'A2', 'sword, gun, rifle'),
  category(
    'instrument',
    'B2',
    'piano, guitar, violin, drum, flute, trumpet, harp, cello, saxophone, clarinet, trombone, banjo, accordion, tuba',
  ),
  category('vehicle', 'B1', 'car, bus, truck, bicycle, motorcycle, tractor, van, taxi, wagon'),
  category('aircraft', 'B1', 'airplane, helicopter, jet, balloon'),
  category('building', 'A2', 'house, church, garage'),
  category('emotion', 'B1', 'anger, fear, joy, love, hate, sadness, jealousy, anxiety'),
  category('storm', 'B2', 'hurricane, tornado, blizzard, typhoon, cyclone'),
  category(
    'relative',
    'B1',
    'mother, father, uncle, aunt, cousin, nephew, niece, grandmother, grandfather, brother, sister',
  ),
  category(
    'musician',
    'B2',
    'pianist, violinist, guitarist, drummer, cellist, trumpeter, singer, harpist',
  ),
  category(
    'criminal',
    'B2',
    'thief, burglar, robber, pickpocket, smuggler, kidnapper, gangster, pirate, shoplifter, mugger',
  ),
  category('cosmetic', 'B2', 'lipstick, mascara, rouge, eyeliner'),
  category('amphibian', 'B2', 'frog, toad, salamander, newt'),
  category('crustacean', 'B2', 'crab, lobster, shrimp, prawn, crayfish'),
  category(
    'carnivore',
    'B2',
    'lion, tiger, wolf, bear, fox, cat, dog, hyena, leopard, otter, weasel',
  ),
  category('marsupial', 'B2', 'kangaroo, koala, wallaby, opossum, wombat'),
  category('conifer', 'B2', 'pine, fir, spruce, cedar, cypress, yew, larch'),
  category('legume', 'B2', 'pea, bean, lentil, chickpea, soybean'),
  category('condiment', 'B2', 'ketchup, mustard, mayonnaise, relish, chutney, salsa, vinegar'),
  category('firearm', 'B2', 'rifle, shotgun, revolver, musket'),
  category('jewelry', 'B2', 'ring, necklace, bracelet, earring, brooch'),
  category('woodwind', 'B2', 'flute, clarinet, oboe, bassoon, saxophone'),
  category('mollusk', 'B2', 'snail, slug, octopus, squid, oyster, clam, mussel'),
  category('arachnid', 'B2', 'spider, scorpion, mite'),
  category('canine', 'B2', 'dog, wolf, fox, coyote, jackal'),
  category('feline', 'B2', 'cat, lion, tiger, leopard, cheetah, jaguar, panther, cougar'),
  category('fungus', 'B2', 'mushroom, mold, yeast, toadstool, mildew'),
  category('fuel', 'B2', 'coal, petrol, gasoline, kerosene, oil'),
  category('headgear', 'B2', 'hat, cap, helmet, crown, turban, bonnet, beret, hood'),

  category('tableware', 'B1', 'plate, bowl, cup, saucer, dish, spoon, fork, glass'),
  category('seasoning', 'B1', 'salt, pepper, vinegar, garlic, ketchup, mustard'),
  category('sweetener', 'B2', 'sugar, honey, syrup, saccharin, molasses'),
  category('pastry', 'B2', 'tart, strudel, eclair, pie'),
  category('confection', 'B2', 'candy, toffee, fudge, lollipop, marshmallow, caramel'),
  category('bovine', 'B2', 'cow, ox, bull, yak'),
  category('equine', 'B1', 'horse, pony, donkey, zebra, mule'),
  category('raptor', 'B2', 'eagle, hawk, falcon, owl, vulture, condor, buzzard'),
  category('shrub', 'B2', 'rose, lavender, hydrangea, azalea, rhododendron'),
  category('alloy', 'B2', 'steel, bronze, brass, pewter, solder'),
  category('fiber', 'B2', 'cotton, wool, silk, jute, hemp, nylon, flax'),
  category('precipitation', 'C1', 'rain, snow, hail, sleet, drizzle'),
  category('joint', 'B2', 'knee, elbow, ankle, wrist, hip, shoulder, knuckle'),
  category('clergyman', 'B2', 'priest, bishop, vicar, pastor, chaplain'),
  category('monarch', 'B2', 'king, emperor, empress, tsar'),
  category('aristocrat', 'B2', 'lord, duke, earl, baron, marquis, duchess, countess'),
  category('watercraft', 'B2', 'boat, ship, canoe, yacht, kayak, ferry'),
  category('seafood', 'B2', 'crab, lobster, shrimp, oyster, clam, mussel'),
  category('dwelling', 'B2', 'house, cottage, bungalow, cabin, mansion, villa'),
  category('season', 'A2', 'spring, summer, autumn, winter'),
  category('implement', 'B2', 'hammer, saw, drill, rake, shovel, axe, screwdriver, chisel'),
  category('timepiece', 'B2', 'clock, watch, hourglass, sundial, chronometer'),
  category('wetland', 'B2', 'swamp, marsh, bog, fen'),
  category('polygon', 'B2', 'triangle, square, rectangle, pentagon, hexagon, octagon'),
  category(
    'offence',
    'B2',
    'theft, robbery, burglary, fraud, kidnapping, piracy, bribery, forgery, shoplifting',
  ),
  category(
    'malady',
    'B2',
    'flu, measles, cancer, diabetes, asthma, mumps, polio, tuberculosis, cholera',
  ),
  category(
    'illness',
    'B2',
    'flu, measles, cancer, diabetes, asthma, mumps, polio, tuberculosis, cholera',
  ),
  category(
    'discipline',
    'B2',
    'mathematics, history, geography, biology, chemistry, physics, economics, philosophy',
  ),
  category('science', 'B1', 'biology, chemistry, physics'),
  category('cetacean', 'B2', 'whale, dolphin, porpoise'),
  category('seabird', 'B2', 'gull, albatross, puffin, pelican, penguin'),
  category('polymer', 'B2', 'nylon, polyester, polythene'),
  category('toiletry', 'B2', 'deodorant, lotion, cologne'),
  category('ceremony', 'B2', 'wedding, funeral, graduation, coronation'),
  category('athlete', 'B2', 'gymnast, sprinter, skier, swimmer'),
  category('sausage', 'B2', 'salami, pepperoni, frankfurter, bratwurst, chorizo'),
  category('symptom', 'B2', 'fever, cough, rash, headache, nausea'),
  category('element', 'B2', 'oxygen, hydrogen, carbon, iron, gold, nitrogen, helium, copper'),
  category('mineral', 'B2', 'quartz, mica, feldspar, talc'),
  category('vessel', 'B2', 'jar, jug, bowl, vase, pitcher, bottle'),
  category('seat', 'B1', 'chair, stool, bench, sofa, couch'),
  // Joining words: compounds people say, closed or spaced.
  compound(
    'fire',
    'A2',
    'fireplace, fireman, firefly, firework, firewood, fire truck, fire station, fire engine, campfire, bonfire, wildfire, gunfire',
  ),
  compound(
    'station',
    'A2',
    'bus station, police station, train station, gas station, fire station, radio station, power station, service station, space station',
  ),
  compound(
    'school',
    'A2',
    'high school, law school, medical school, art school, school bus, schoolteacher, schoolboy, schoolgirl, schoolwork',
  ),
  compound(
    'water',
    'A2',
    'waterfall, drinking water, fresh water, water bottle, saltwater, seawater, rainwater',
  ),
  compound(
    'house',
    'A2',
    'lighthouse, greenhouse, farmhouse, doghouse, clubhouse, housework, housewife, country house, opera house',
  ),
  compound('room', 'A2', 'classroom, ballroom, living room, waiting room, emergency room'),
  compound(
    'ball',
    'A2',
    'football, baseball, snowball, eyeball, meatball, handball, golf ball, ballroom',
  ),
  compound(
    'book',
    'A2',
    'notebook, textbook, cookbook, bookcase, bookstore, bookmark, handbook, storybook, picture book',
  ),
  compound(
    'light',
    'A2',
    'sunlight, moonlight, daylight, headlight, spotlight, streetlight, traffic light, red light, lighthouse',
  ),
  compound(
    'card',
    'A2',
    'birthday card, credit card, business card, playing card, report card, cardboard',
  ),
  compound(
    'paper',
    'A2',
    'newspaper, wallpaper, toilet paper, writing paper, paperback, paperwork, paperweight',
  ),
  compound('table', 'A2', 'coffee table, kitchen table, pool table, tablecloth, timetable'),
  compound(
    'work',
    'A2',
    'homework, housework, teamwork, paperwork, artwork, workshop, workplace, workload, woodwork',
  ),
  compound('sun', 'A2', 'sunlight, sunset, sunflower, sunburn, sunglasses'),
  compound('rain', 'B1', 'rainbow, raincoat, raindrop, rainfall, rainforest, rainwater, rainstorm'),
  compound('snow', 'B1', 'snowball, snowman, snowstorm, snowfall, snowboard'),
  compound(
    'hand',
    'A1',
    'handbag, handwriting, handball, handbook, handgun, left hand, right hand, second hand',
  ),
  compound('head', 'A2', 'headline, headlight, headquarters, headband, headmaster'),
  compound('foot', 'A2', 'football, footstep, footpath, footnote, footwear'),
  compound('air', 'A2', 'airport, airline, airplane, air force, air pressure, air traffic'),
  compound(
    'car',
    'A2',
    'car park, car seat, race car, police car, sports car, railroad car, streetcar',
  ),
  compound('bus', 'A2', 'bus stop, bus station, bus driver, school bus, bus ticket'),
  compound('bag', 'A2', 'handbag, schoolbag, sleeping bag, paper bag, tea bag'),
  compound(
    'shop',
    'B1',
    'workshop, bookshop, coffee shop, barbershop, pet shop, gift shop, shopkeeper',
  ),
  compound('coffee', 'A2', 'coffee cup, coffee table, coffee shop, coffee break, coffeepot'),
  compound('tea', 'A2', 'teapot, teacup, tea bag, tea party, teatime, green tea, herb tea'),
  compound('birthday', 'A1', 'birthday party, birthday card, birthday cake, birthday present'),
  compound(
    'police',
    'A2',
    'police officer, police station, police car, policeman, policewoman, police dog, secret police',
  ),
  compound('post', 'A2', 'postcard, postman, post office, postmark, postbox, signpost, goalpost'),
  compound('sea', 'A2', 'seashore, seaside, seafood, seawater, seabed'),
  compound('door', 'A2', 'doorbell, doorway, doorstep, front door, back door'),
  compound(
    'bed',
    'A2',
    'bedroom, bedtime, bedside, bedspread, flower bed, double bed, single bed, hospital bed',
  ),
  compound('tooth', 'B1', 'toothbrush, toothpick, sweet tooth, wisdom tooth'),
  compound('ice', 'A2', 'ice cream, ice age, ice water, dry ice'),
  compound('news', 'A2', 'newspaper, newsletter, newsroom, news agency'),
  compound('key', 'A2', 'keyboard, keyhole, key ring'),
  compound('life', 'A2', 'lifeboat, lifeguard, lifetime, lifestyle, lifeline, wildlife, nightlife'),
  compound(
    'safety',
    'B1',
    'safety belt, safety pin, safety net, safety glass, safety valve, safety match, safety lamp',
  ),
  compound('emergency', 'B1', 'emergency room, emergency exit, emergency brake, emergency landing'),
  compound('thunder', 'B2', 'thunderstorm, thunderbolt, thunderclap, thundercloud'),
  compound('candle', 'B1', 'candlelight, candlestick, candle flame'),
  compound('alarm', 'B1', 'fire alarm, burglar alarm, false alarm, alarm clock, smoke alarm'),
  compound('vacuum', 'B2', 'vacuum cleaner, vacuum flask, vacuum pump, vacuum tube, vacuum bottle'),
  compound('chamber', 'B1', 'chamber music, chamber orchestra, chambermaid'),
  compound('nursery', 'B1', 'nursery rhyme, nursery school, day nursery'),
  compound('sponge', 'B1', 'sponge cake, sponge bath, sponge bag'),
  compound('brass', 'B1', 'brass band, brass instrument, brass section'),
  compound('saddle', 'B1', 'saddlebag, saddle horse, saddle blanket, sidesaddle'),

  compound('mask', 'B1', 'ski mask, face mask, death mask, gas mask'),
  compound('wine', 'A1', 'red wine, white wine, wine bottle'),
  compound('baseball', 'A2', 'baseball player, baseball cap, baseball game'),
  compound('bread', 'A1', 'shortbread, white bread, brown bread'),
  compound('lime', 'B1', 'limestone, limelight, lime juice, lime tree, key lime'),
  compound('ache', 'B1', 'headache, toothache, backache, stomachache, earache, heartache'),
  // Shared meanings: words a learner uses for the same thing.
  synonym('enormous', 'a', 'B2', 'huge, vast, immense, gigantic, massive, colossal'),
  synonym('immense', 'a', 'B2', 'huge, vast, enormous, gigantic, massive, colossal'),
  synonym('wealthy', 'a', 'B2', 'rich, prosperous, moneyed'),
  synonym('peculiar', 'a', 'B1', 'strange, odd, curious, funny, weird'),
  synonym('swift', 'a', 'B2', 'fast, quick, rapid, speedy'),
  synonym('filthy', 'a', 'B2', 'dirty, grimy, foul'),
  synonym('intelligent', 'a', 'B1', 'clever, smart, bright, brilliant'),
  synonym('yell', 'v', 'B2', 'shout, scream, holler'),
  synonym('dwelling', 'n', 'B2', 'home, abode, habitation'),
  synonym('dreadful', 'a', 'B2', 'awful, terrible, horrible, horrific, frightening'),
  synonym('superb', 'a', 'B1', 'excellent, outstanding, splendid'),
  synonym('ridiculous', 'a', 'B2', 'absurd, ludicrous, preposterous, idiotic'),
  synonym('endure', 'v', 'B1', 'tolerate, stand, bear'),
  synonym('mend', 'v', 'B1', 'repair, fix, restore'),
  synonym('hazardous', 'a', 'B2', 'dangerous, risky, perilous, unsafe'),
  synonym('elderly', 'a', 'B2', 'aged, older, senior'),
  synonym('hasty', 'a', 'B2', 'hurried, rushed, quick'),
  synonym('tranquil', 'a', 'B2', 'calm, placid, quiet'),
  synonym('cease', 'v', 'B2', 'stop, quit, discontinue'),
];
