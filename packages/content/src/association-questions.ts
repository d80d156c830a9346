import type { AssociationDifficulty, AssociationQuestion } from '@lexora/games';
import { field, list, parseLines } from './parse-lines';

// three clue words | correct answer | other option | explanation
// The correct answer is first on even lines and second on odd lines of each block, so
// "always press the first button" is not a winning strategy. No pair of options appears twice.
// Easy: A1-A2 clues; Medium: A2-B1 clues and compound words; Hard: B2-C2 clues, and a wrong
// option close to the answer (never simply its opposite).
const blocks: Record<AssociationDifficulty, string> = {
  Easy: `
    apple, banana, orange | fruit | vegetable | All three are fruits: they grow on trees or plants and are usually sweet.
    red, blue, green | colour | shape | Red, blue and green are colours.
    dog, cat, rabbit | pet | insect | People often keep dogs, cats and rabbits at home as pets.
    Monday, Friday, Sunday | day | month | They are days of the week.
    piano, violin, drum | instrument | furniture | You play music on all three, so they are musical instruments.
    carrot, potato, onion | vegetable | meat | Carrots, potatoes and onions are vegetables.
    January, April, October | month | week | They are months of the year.
    milk, juice, tea | drink | snack | You drink all three.
    shirt, jeans, jacket | clothes | jewellery | Shirts, jeans and jackets are clothes you wear.
    circle, square, triangle | shape | number | They are shapes you can draw.
    bus, train, taxi | transport | building | All three carry people from place to place.
    eye, nose, mouth | face | foot | Eyes, a nose and a mouth are parts of your face.
    lion, tiger, leopard | big cat | bird | Lions, tigers and leopards belong to the big cat family.
    rose, lily, daisy | flower | tree | Roses, lilies and daisies are flowers.
    football, tennis, basketball | sport | job | They are all sports played with a ball.
    spoon, fork, knife | cutlery | toy | You eat with a spoon, a fork and a knife: together they are cutlery.
    doctor, teacher, pilot | job | hobby | People do these as their work, so they are jobs.
    sofa, bed, table | furniture | food | Sofas, beds and tables are pieces of furniture.
    hammer, saw, screwdriver | tool | toy | You use these tools to build or fix things.
    snow, rain, wind | weather | season | Snow, rain and wind are kinds of weather.
    mother, uncle, cousin | family | school | They are all members of a family.
    summer, autumn, spring | season | festival | Summer, autumn and spring are seasons of the year.
    kitchen, bedroom, bathroom | house | park | These are rooms you find in a house.
    pen, pencil, crayon | writing | cooking | You write or draw with a pen, a pencil or a crayon.
    happy, sad, angry | feeling | colour | Happy, sad and angry describe how you feel.
    France, Japan, Brazil | country | city | France, Japan and Brazil are countries.
    London, Paris, Tokyo | city | river | They are capital cities.
    duck, parrot, owl | bird | mammal | Ducks, parrots and owls are birds: they have feathers and wings.
    salmon, tuna, cod | fish | reptile | Salmon, tuna and cod are fish that live in water.
    bee, ant, butterfly | insect | worm | Bees, ants and butterflies are insects with six legs.
    ice cream, pudding, jelly | dessert | drink | Ice cream, pudding and jelly are sweet dishes people often eat at the end of a meal.
    one, seven, ten | number | letter | One, seven and ten are numbers.
    cup, plate, bowl | kitchen | garage | You keep cups, plates and bowls in the kitchen.
    Mars, Venus, Jupiter | planet | star | Mars, Venus and Jupiter are planets that go around the Sun.
    nurse, hospital, medicine | health | sport | Nurses, hospitals and medicine all help people stay healthy.
    beach, sand, waves | seaside | forest | You find a beach, sand and waves at the seaside.
    keyboard, mouse, screen | computer | car | A computer has a keyboard, a mouse and a screen.
    engine, wheel, seatbelt | car | boat | A car has an engine, wheels and seatbelts.
    breakfast, lunch, dinner | meal | game | Breakfast, lunch and dinner are the meals of the day.
    English, Spanish, Chinese | language | sport | English, Spanish and Chinese are languages people speak.
    candles, cake, presents | birthday | exam | At a birthday party there is a cake with candles, and presents.
    menu, waiter, bill | restaurant | hospital | In a restaurant you read the menu, a waiter serves you and you pay the bill.
  `,
  Medium: `
    wheel, pedal, chain | bicycle | piano | A bicycle has wheels and pedals that turn a chain; a piano has pedals but no chain.
    needle, thread, button | sewing | painting | You use a needle and thread to sew a button onto clothes.
    ink, page, cover | book | shoe | A printed book has ink on its pages and a cover.
    stage, curtain, actor | theatre | library | In a theatre actors perform on a stage, and the curtain rises at the start of a play.
    referee, whistle, goal | football | swimming | A football match has a referee who blows a whistle, and goals.
    bark, leaf, root | tree | dog | A tree has bark, leaves and roots; a dog barks, but has no leaves or roots.
    key, lock, hinge | door | bottle | A door opens with a key, has a lock and swings on hinges.
    flour, oven, dough | bread | soup | Bread is made from flour mixed into dough and baked in an oven.
    palette, brush, canvas | painting | cooking | A painter mixes colours on a palette and uses a brush on canvas.
    passport, suitcase, boarding pass | travel | shopping | You need a passport, a suitcase and a boarding pass when you travel by plane.
    lens, flash, shutter | camera | mirror | A camera has a lens, a flash and a shutter.
    crown, throne, palace | king | farmer | A king wears a crown, sits on a throne and lives in a palace.
    saddle, mane, hoof | horse | cow | A horse has a mane and hooves, and riders sit on a saddle.
    hive, honey, sting | bee | snake | Bees live in a hive, make honey and can sting.
    ticket, popcorn, screen | cinema | museum | At the cinema you buy a ticket, eat popcorn and watch a big screen.
    scales, fins, gills | fish | whale | Fish have scales, swim with fins and breathe through gills; whales have fins but breathe air.
    orbit, launch, astronaut | space | ocean | Astronauts launch into space and orbit the Earth.
    trunk, tusk, ivory | elephant | giraffe | An elephant has a trunk and tusks made of ivory.
    chalk, board, homework | classroom | office | Chalk, a board and homework are part of a school classroom.
    tide, shell, lighthouse | coast | desert | Tides, shells and lighthouses are found on the coast.
    anchor, sail, deck | ship | plane | A ship has an anchor, a sail and a deck.
    thunder, lightning, cloud | storm | sunshine | A storm brings dark clouds, thunder and lightning.
    vote, candidate, ballot | election | wedding | In an election people vote for a candidate on a ballot paper.
    ring, bride, vows | wedding | graduation | At a wedding the couple exchange rings and vows.
    script, director, scene | film | newspaper | A film has a script, a director and many scenes.
    recipe, ingredients, chef | cooking | gardening | A chef follows a recipe and uses ingredients to cook.
    seed, soil, watering can | gardening | baking | Gardeners plant seeds in soil and water them with a watering can.
    stethoscope, patient, prescription | doctor | lawyer | A doctor listens with a stethoscope and writes a prescription for a patient.
    judge, lawyer, witness | court | parliament | In a court a witness answers the lawyers' questions and the judge runs the trial.
    nest, feather, beak | bird | bat | Birds build nests and have feathers and a beak; bats fly too, but have fur.
    lane, traffic light, roundabout | road | river | Lanes, traffic lights and roundabouts are parts of a road.
    inbox, attachment, subject line | email | letter | An email arrives in your inbox with a subject line and sometimes an attachment.
    keys, pedal, grand | piano | violin | A piano has keys and pedals, and a big one is called a grand piano.
    bow, strings, chin | violin | trumpet | A violinist holds the violin under the chin and plays the strings with a bow.
    brick, cement, scaffolding | construction | sewing | Builders use bricks, cement and scaffolding in construction.
    compass, map, trail | hiking | sailing | Hikers follow a trail with a map and a compass.
    light, green, ware | house | field | Add "house" to each: lighthouse, greenhouse, warehouse.
    rain, snow, fire | storm | flake | Add "storm" to each: rainstorm, snowstorm, firestorm.
    foot, basket, snow | ball | print | Add "ball" to each: football, basketball, snowball.
    tooth, hair, paint | brush | paste | Add "brush" to each: toothbrush, hairbrush, paintbrush.
    pass, key, cross | word | port | Add "word" to each: password, keyword, crossword.
    day, moon, sun | light | time | Add "light" to each: daylight, moonlight, sunlight.
    butter, dragon, fire | fly | ball | Add "fly" to each: butterfly, dragonfly, firefly.
    black, white, chalk | board | paper | Add "board" to each: blackboard, whiteboard, chalkboard.
    arm, wheel, high | chair | way | Add "chair" to each: armchair, wheelchair, highchair.
    star, jelly, cat | fish | light | Add "fish" to each: starfish, jellyfish, catfish.
    post, letter, lunch | box | card | Add "box" to each: postbox, letterbox, lunchbox.
    heart, head, tooth | ache | beat | Add "ache" to each: heartache, headache, toothache.
    bed, class, bath | room | time | Add "room" to each: bedroom, classroom, bathroom.
    pan, cup, cheese | cake | board | Add "cake" to each: pancake, cupcake, cheesecake.
  `,
  Hard: `
    candid, forthright, outspoken | direct | rude | Candid, forthright and outspoken people say openly what they think; that is not the same as being rude.
    frugal, thrifty, economical | careful with money | lucky with money | Frugal, thrifty and economical people avoid wasting money; luck has nothing to do with it.
    lethargic, sluggish, torpid | lacking energy | lacking patience | All three describe having little energy and moving slowly.
    benevolent, magnanimous, altruistic | kind to others | popular with others | All three describe wanting to do good for other people.
    meticulous, scrupulous, painstaking | very careful | very slow | All three describe paying close attention to every detail; careful work may be slow, but that is not what they mean.
    ubiquitous, pervasive, omnipresent | found everywhere | very popular | Something ubiquitous, pervasive or omnipresent is found everywhere, whether people like it or not.
    obsolete, antiquated, archaic | no longer used | very valuable | All three describe things that are out of date; old things can be valuable, but these words do not say so.
    tenacious, dogged, persevering | refusing to give up | refusing to listen | Tenacious, dogged and persevering people keep going despite difficulties; refusing to listen is being stubborn.
    ambiguous, equivocal, cryptic | open to interpretation | proved wrong | Ambiguous, equivocal or cryptic words can be understood in more than one way, or only with difficulty.
    ephemeral, transient, fleeting | lasting a short time | moving very fast | Ephemeral, transient and fleeting things do not last long; none of them is about speed.
    eloquent, articulate, fluent | good with words | good with numbers | Eloquent, articulate and fluent speakers express themselves clearly and easily.
    gregarious, sociable, convivial | enjoying company | enjoying attention | Gregarious, sociable and convivial people like being with others; wanting attention is something else.
    arduous, gruelling, strenuous | needing great effort | needing great skill | An arduous, gruelling or strenuous task is hard work; it may need little skill.
    mitigate, alleviate, assuage | make less severe | make less common | To mitigate, alleviate or assuage pain or harm is to make it less severe.
    exacerbate, aggravate, inflame | make worse | make longer | To exacerbate, aggravate or inflame a problem is to make it worse.
    reticent, taciturn, reserved | saying little | knowing little | Reticent, taciturn and reserved people say little about themselves; they may know a lot.
    affluent, prosperous, wealthy | having plenty of money | having plenty of friends | Affluent, prosperous and wealthy people have a lot of money.
    verdict, acquittal, testimony | trial | inquiry | A trial hears testimony and ends in a verdict, which may be an acquittal; an inquiry investigates but gives no verdict.
    recession, deflation, stagnation | economy | economics | Recession, deflation and stagnation describe the state of an economy; economics is the subject that studies them.
    chlorophyll, stomata, photosynthesis | plants | fungi | Plants use chlorophyll for photosynthesis and exchange gases through stomata; fungi have no chlorophyll.
    sonnet, stanza, iambic | poetry | prose | A sonnet is a poem of 14 lines with a fixed rhyme scheme; stanzas and iambic metre belong to poetry, not prose.
    protagonist, denouement, foreshadowing | story | essay | A story has a protagonist, hints of what will come (foreshadowing) and a denouement that settles it.
    orbit, perihelion, eclipse | astronomy | astrology | Orbits, the perihelion (a planet's closest point to the Sun) and eclipses are studied in astronomy, the science; astrology is not a science.
    fossil, sediment, stratum | geology | archaeology | Geologists study fossils, sediment and the strata of rock; archaeologists study what people left behind.
    dividend, equity, shareholder | investment | insurance | Shareholders own equity in a company and receive dividends from their investment.
    veto, amendment, bill | legislation | litigation | A bill can be amended or vetoed on its way to becoming law: that is legislation; litigation is taking a case to court.
    melancholy, despondency, gloom | sadness | boredom | Melancholy, despondency and gloom are all kinds of sadness.
    aroma, bouquet, whiff | smell | taste | An aroma, a bouquet (of wine) and a whiff are all smells.
    murmur, mutter, mumble | speaking quietly | speaking quickly | To murmur, mutter or mumble is to speak quietly and not very clearly.
    gaze, stare, gape | looking for a long time | looking for something | To gaze, stare or gape is to look at something for a long time.
    saunter, amble, meander | walking slowly | walking proudly | To saunter, amble or meander is to walk slowly and calmly; walking proudly is strutting.
    devour, gobble, wolf | eating fast | drinking fast | You devour, gobble or wolf your food when you eat it quickly and hungrily; you gulp a drink.
    drizzle, deluge, downpour | rain | hail | Drizzle is light rain; a deluge and a downpour are very heavy rain.
    epidemic, quarantine, contagion | infection | pollution | An epidemic spreads an infection by contagion, and quarantine keeps infected people apart.
    embezzlement, fraud, bribery | white-collar crime | violent crime | Embezzlement, fraud and bribery are crimes of dishonesty, often committed at work: white-collar crime.
    mortgage, collateral, repayment | loan | grant | A mortgage is a loan secured on collateral and paid back in repayments; a grant is never paid back.
    referendum, ballot, turnout | election | census | A referendum is decided by ballot, and turnout is the share of people who vote; a census counts people but asks no question to decide.
    hypothesis, control group, peer review | science | journalism | Scientists test a hypothesis against a control group, and other scientists check the results in peer review.
    metaphor, simile, personification | figures of speech | parts of speech | Metaphor, simile and personification are figures of speech; nouns and verbs are parts of speech.
    syntax, morphology, phonetics | linguistics | literature | Syntax, morphology and phonetics are branches of linguistics, the study of language.
    tariff, quota, embargo | trade | tourism | Tariffs, quotas and embargoes limit trade between countries.
    bat, wicket, over | cricket | baseball | Cricket uses a bat and a wicket, and its play is counted in overs; baseball has a bat but no wickets.
    plaintiff, defendant, damages | civil case | criminal case | In a civil case a plaintiff sues a defendant for damages; in a criminal case the state prosecutes.
  `,
};

/** A question's id: its clue words in lower case, joined by '-' ("apple-banana-orange"). */
export function associationQuestionId(words: readonly string[]): string {
  return words.map((w) => w.toLowerCase().replace(/[^a-z0-9]+/g, '-')).join('-');
}

export const ASSOCIATION_QUESTIONS: readonly AssociationQuestion[] = Object.entries(blocks).flatMap(
  ([difficulty, block]) =>
    parseLines(block).map((fields, index): AssociationQuestion => {
      const correctAnswer = field(fields, 1, 'answer');
      const other = field(fields, 2, 'second option');
      const words = list(field(fields, 0, 'clue words'));
      return {
        id: associationQuestionId(words),
        words,
        options: index % 2 === 0 ? [correctAnswer, other] : [other, correctAnswer],
        correctAnswer,
        explanation: field(fields, 3, 'explanation'),
        difficulty: difficulty as AssociationDifficulty,
      };
    }),
);
