import type { AssociationDifficulty, AssociationQuestion } from '@lexora/games';
import { field, list, parseLines } from './parse-lines';

// three clue words | correct answer | other option | explanation
// The correct answer is first on even lines and second on odd lines of each block, so
// "always press the first button" is not a winning strategy.
const blocks: Record<AssociationDifficulty, string> = {
  Easy: `
    apple, banana, cherry | fruit | vegetable | All three are fruits: they grow on plants and are usually sweet.
    red, blue, green | colour | shape | Red, blue and green are colours.
    dog, cat, rabbit | pet | insect | People often keep dogs, cats and rabbits at home as pets.
    Monday, Friday, Sunday | day | month | They are days of the week.
    piano, violin, drum | instrument | furniture | You play music on all three, so they are musical instruments.
    carrot, potato, onion | vegetable | fruit | Carrots, potatoes and onions are vegetables that grow in the ground.
    January, April, October | month | season | They are months of the year.
    milk, juice, tea | drink | dessert | You drink all three.
    shirt, jeans, jacket | clothes | jewellery | Shirts, jeans and jackets are clothes you wear.
    circle, square, triangle | shape | number | They are shapes you can draw.
    bus, train, taxi | transport | building | All three carry people from place to place.
    eye, nose, ear | face | foot | Eyes, a nose and ears are parts of your face.
    lion, tiger, leopard | big cat | bird | Lions, tigers and leopards belong to the big cat family.
    rose, tulip, daisy | flower | tree | Roses, tulips and daisies are flowers.
    football, tennis, basketball | sport | job | They are all sports played with a ball.
    spoon, fork, knife | cutlery | toy | You eat with a spoon, a fork and a knife: together they are cutlery.
    doctor, teacher, pilot | job | hobby | People do these as their work, so they are jobs.
    sofa, bed, table | furniture | food | Sofas, beds and tables are pieces of furniture.
    hammer, saw, screwdriver | tool | toy | You use these tools to build or fix things.
    snow, rain, wind | weather | season | Snow, rain and wind are kinds of weather.
    mother, uncle, cousin | family | school | They are all members of a family.
    summer, autumn, spring | season | month | Summer, autumn and spring are seasons of the year.
    kitchen, bedroom, bathroom | house | park | These are rooms you find in a house.
    pen, pencil, crayon | writing | cooking | You write or draw with a pen, a pencil or a crayon.
    happy, sad, angry | feeling | colour | Happy, sad and angry describe how you feel.
    France, Japan, Brazil | country | city | France, Japan and Brazil are countries.
    London, Paris, Tokyo | city | river | They are capital cities.
    eagle, parrot, owl | bird | fish | Eagles, parrots and owls are birds: they have feathers and wings.
    salmon, tuna, cod | fish | bird | Salmon, tuna and cod are fish that live in water.
    bee, ant, butterfly | insect | mammal | Bees, ants and butterflies are insects with six legs.
    cake, biscuit, pie | dessert | drink | Cakes, biscuits and pies are sweet things people often eat after a meal.
    one, seven, ten | number | letter | One, seven and ten are numbers.
    cup, plate, bowl | kitchen | garage | You keep cups, plates and bowls in the kitchen.
    Mars, Venus, Jupiter | planet | star | Mars, Venus and Jupiter are planets that go around the Sun.
    nurse, hospital, medicine | health | sport | Nurses, hospitals and medicine all help people stay healthy.
    beach, sand, waves | seaside | forest | You find a beach, sand and waves at the seaside.
    keyboard, mouse, screen | computer | car | A computer has a keyboard, a mouse and a screen.
    engine, wheel, seatbelt | car | boat | A car has an engine, wheels and seatbelts.
    breakfast, lunch, dinner | meal | game | Breakfast, lunch and dinner are the meals of the day.
    English, Spanish, Chinese | language | sport | English, Spanish and Chinese are languages people speak.
  `,
  Medium: `
    wheel, pedal, chain | bicycle | piano | A bicycle has wheels and pedals that turn a chain; a piano has pedals but no chain.
    needle, thread, button | sewing | painting | You use a needle and thread to sew a button onto clothes.
    wave, surf, sand | beach | desert | Waves, surfing and sand belong to the beach; a desert has sand but no waves.
    ink, page, cover | book | shoe | A printed book has ink on its pages and a cover.
    stage, curtain, actor | theatre | library | Actors perform on a stage behind a curtain in a theatre.
    referee, whistle, goal | football | swimming | A football match has a referee who blows a whistle, and goals.
    bark, leaf, root | tree | dog | A tree has bark, leaves and roots; a dog barks, but has no leaves or roots.
    key, lock, hinge | door | bottle | A door opens with a key, has a lock and swings on hinges.
    flour, oven, dough | bread | soup | Bread is made from flour mixed into dough and baked in an oven.
    palette, brush, canvas | painting | cooking | A painter mixes colours on a palette and uses a brush on canvas.
    passport, suitcase, boarding pass | travel | shopping | You need a passport, a suitcase and a boarding pass when you travel by plane.
    lens, flash, shutter | camera | mirror | A camera has a lens, a flash and a shutter.
    crown, throne, palace | king | farmer | A king wears a crown, sits on a throne and lives in a palace.
    candles, cake, presents | birthday | exam | At a birthday party there is a cake with candles, and presents.
    saddle, mane, hoof | horse | cow | A horse has a mane and hooves, and riders sit on a saddle.
    hive, honey, sting | bee | snake | Bees live in a hive, make honey and can sting.
    ticket, popcorn, screen | cinema | museum | At the cinema you buy a ticket, eat popcorn and watch a big screen.
    scales, fins, gills | fish | bird | Fish have scales, swim with fins and breathe through gills.
    orbit, launch, astronaut | space | ocean | Astronauts launch into space and orbit the Earth.
    bat, wicket, over | cricket | baseball | Cricket uses a bat and a wicket, and its play is counted in overs; baseball has a bat but no wickets.
    menu, waiter, bill | restaurant | hospital | In a restaurant you read the menu, a waiter serves you and you pay the bill.
    trunk, tusk, ivory | elephant | giraffe | An elephant has a trunk and tusks made of ivory.
    chalk, board, homework | classroom | office | Chalk, a board and homework are part of a school classroom.
    tide, shell, lighthouse | coast | desert | Tides, shells and lighthouses are found on the coast.
    anchor, sail, deck | ship | plane | A ship has an anchor, a sail and a deck.
    thunder, lightning, cloud | storm | sunshine | A storm brings dark clouds, thunder and lightning.
    vote, candidate, ballot | election | wedding | In an election people vote for a candidate on a ballot paper.
    ring, bride, vows | wedding | graduation | At a wedding the bride and groom exchange rings and vows.
    script, director, scene | film | newspaper | A film has a script, a director and many scenes.
    recipe, ingredients, chef | cooking | gardening | A chef follows a recipe and uses ingredients to cook.
    seed, soil, watering can | gardening | baking | Gardeners plant seeds in soil and water them with a watering can.
    stethoscope, patient, prescription | doctor | lawyer | A doctor listens with a stethoscope and writes a prescription for a patient.
    judge, jury, verdict | court | parliament | In a court the jury reaches a verdict and the judge passes sentence.
    nest, feather, beak | bird | fish | Birds build nests and have feathers and a beak.
    lane, traffic light, roundabout | road | river | Lanes, traffic lights and roundabouts are parts of a road.
    inbox, attachment, subject line | email | newspaper | An email arrives in your inbox with a subject line and sometimes an attachment.
    keys, pedal, grand | piano | violin | A piano has keys and pedals, and a big one is called a grand piano.
    bow, strings, chin | violin | trumpet | A violinist holds the violin under the chin and plays the strings with a bow.
    brick, cement, scaffolding | construction | sewing | Builders use bricks, cement and scaffolding in construction.
    compass, map, trail | hiking | swimming | Hikers follow a trail with a map and a compass.
  `,
  Hard: `
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
    candid, frank, blunt | honest | shy | Candid, frank and blunt people say openly what they think.
    thrifty, frugal, economical | saving | spending | Thrifty, frugal and economical all describe being careful with money.
    lethargic, sluggish, drowsy | tired | energetic | All three describe having little energy.
    benevolent, charitable, generous | kind | cruel | All three describe wanting to help others.
    meticulous, thorough, precise | careful | careless | All three describe paying close attention to every detail.
    ubiquitous, pervasive, widespread | everywhere | rare | All three describe something found almost everywhere.
    obsolete, outdated, archaic | old-fashioned | modern | All three describe things that are no longer used or current.
    tenacious, persistent, determined | persevering | lazy | All three describe someone who keeps going despite difficulties.
    verdict, appeal, testimony | trial | election | A trial hears testimony and ends in a verdict, which can be appealed.
    inflation, recession, interest rate | economy | ecology | Inflation, recessions and interest rates are terms from the economy.
    photosynthesis, chlorophyll, stomata | plants | volcanoes | Plants use chlorophyll for photosynthesis and breathe through stomata.
    sonnet, stanza, rhyme | poetry | geometry | A sonnet is a poem made of lines grouped in stanzas, often with rhyme.
    hypothesis, experiment, conclusion | science | sport | Scientists test a hypothesis with an experiment and draw a conclusion.
    plot, protagonist, climax | story | recipe | A story has a plot, a main character called the protagonist, and a climax.
    orbit, gravity, eclipse | astronomy | geology | Orbits, gravity and eclipses are studied in astronomy.
    fossil, sediment, erosion | geology | astronomy | Geologists study fossils, layers of sediment and erosion of rock.
    dividend, shareholder, stock | investment | holiday | Shareholders own stock and receive dividends from their investment.
    veto, bill, amendment | legislation | ceremony | A bill can be amended or vetoed on its way to becoming law.
    irony, sarcasm, satire | humour | sorrow | Irony, sarcasm and satire are ways of being funny by saying the opposite or mocking.
    melancholy, gloom, despair | sadness | joy | Melancholy, gloom and despair are all kinds of sadness.
    aroma, fragrance, scent | smell | sound | An aroma, a fragrance and a scent are all smells.
    whisper, murmur, mutter | speaking softly | shouting | To whisper, murmur or mutter is to speak quietly.
    glance, glimpse, peek | look | listen | A glance, a glimpse and a peek are all quick looks.
    stroll, wander, amble | walk | run | To stroll, wander or amble is to walk slowly and calmly.
    devour, nibble, gobble | eat | drink | You devour, nibble or gobble food: they are ways of eating.
    drizzle, downpour, shower | rain | snow | Drizzle, a downpour and a shower are all kinds of rain.
  `,
};

export const ASSOCIATION_QUESTIONS: readonly AssociationQuestion[] = Object.entries(blocks).flatMap(
  ([difficulty, block]) =>
    parseLines(block).map((fields, index): AssociationQuestion => {
      const correctAnswer = field(fields, 1, 'answer');
      const other = field(fields, 2, 'second option');
      return {
        words: list(field(fields, 0, 'clue words')),
        options: index % 2 === 0 ? [correctAnswer, other] : [other, correctAnswer],
        correctAnswer,
        explanation: field(fields, 3, 'explanation'),
        difficulty: difficulty as AssociationDifficulty,
      };
    }),
);
