/**
 * Small grammar words WordNet does not list (it covers nouns, verbs, adjectives and adverbs
 * only). Definitions and examples written by us in A1-A2 words; `function-words.test.ts`
 * checks every line for completeness and level.
 */

export interface FunctionWord {
  word: string;
  partOfSpeech: string;
  definition: string;
  example: string;
}

const LINES = `
the | article | a word you put before a thing when you both know which one you mean | Please close the door.
a | article | a word you put before one thing or person when it is not a special one | I saw a bird in the garden.
an | article | the word "a" before a word that starts with the sound of a, e, i, o or u | She ate an apple.
of | preposition | a word that shows that something belongs to something else | The door of the house is red.
to | preposition | a word that shows where someone or something goes | We walked to the park.
and | conjunction | a word that joins two words or ideas | I like tea and coffee.
or | conjunction | a word that shows a choice between two things | Do you want tea or coffee?
but | conjunction | a word that joins two ideas that are different | The room is small but nice.
if | conjunction | a word that shows that one thing happens only when another thing happens | If it is cold, we will stay at home.
because | conjunction | a word that gives the reason for something | I stayed at home because I was ill.
although | conjunction | a word that joins two ideas when the second one is a surprise | Although it was cold, we went to the beach.
though | conjunction | a word like "although" that joins two ideas when one is a surprise | He went out, though it was late.
unless | conjunction | a word that means "if not" | You will miss the bus unless you leave now.
whether | conjunction | a word you use when there are two possible answers | I do not know whether he is at home.
than | conjunction | a word you use when you say that one thing is more or less than another | My brother is taller than me.
i | pronoun | the word you use to talk about yourself | I live in a small town.
you | pronoun | the word you use to talk to another person | Are you happy?
he | pronoun | a word for a man or boy you have already talked about | My dad is at work. He is a teacher.
she | pronoun | a word for a woman or girl you have already talked about | My sister is ten. She likes music.
it | pronoun | a word for a thing or animal you have already talked about | I have a new phone. It is black.
we | pronoun | the word you use for yourself and other people together | We are going to the beach.
they | pronoun | a word for two or more people or things you have already talked about | My friends are here. They came by bus.
me | pronoun | the word "I" after an action word or a word like "to" | Can you help me?
him | pronoun | the word "he" after an action word or a word like "to" | I called him yesterday.
her | pronoun | the word "she" after an action word, or a word that shows something belongs to a woman or girl | I gave her a book.
us | pronoun | the word "we" after an action word or a word like "to" | Come with us!
them | pronoun | the word "they" after an action word or a word like "to" | I bought apples and ate them.
my | determiner | a word that shows that something belongs to you | This is my bag.
your | determiner | a word that shows that something belongs to the person you are talking to | Is this your coat?
his | determiner | a word that shows that something belongs to a man or boy | His car is new.
its | determiner | a word that shows that something belongs to a thing or animal | The dog is eating its food.
our | determiner | a word that shows that something belongs to you and other people | Our house is near the school.
their | determiner | a word that shows that something belongs to two or more people or things | Their children go to my school.
this | determiner | a word for a thing that is near you | This book is very good.
that | determiner | a word for a thing that is not near you | Look at that house over there.
these | determiner | a word for things that are near you | These shoes are too small.
those | determiner | a word for things that are not near you | Who are those people?
who | pronoun | a word you use to ask which person | Who is your teacher?
whom | pronoun | the word "who" after an action word or a word like "to", in careful English | To whom did you give the letter?
whose | pronoun | a word you use to ask who something belongs to | Whose bag is this?
which | pronoun | a word you use to ask about one thing from a group | Which color do you like best?
what | pronoun | a word you use to ask about a thing | What is your name?
where | adverb | a word you use to ask about a place | Where do you live?
when | adverb | a word you use to ask about a time | When does the film start?
how | adverb | a word you use to ask about the way something happens | How do you make bread?
each | determiner | every one of two or more things, seen one by one | Each child has a book.
every | determiner | all the people or things in a group | I walk to work every day.
with | preposition | a word that shows two people or things are together | I went to the shop with my mother.
without | preposition | a word that shows that someone or something is not there | I drink my tea without sugar.
for | preposition | a word that shows who gets something or why something is done | This cake is for you.
from | preposition | a word that shows where someone or something started | I am from Spain.
by | preposition | a word that shows who did something, or a place next to something | The book was written by my teacher.
at | preposition | a word that shows a place or a time | I will meet you at the station at six.
into | preposition | a word that shows movement to the inside of something | She went into the kitchen.
onto | preposition | a word that shows movement to the top of something | The cat jumped onto the table.
between | preposition | a word for the space in the middle of two things | The bank is between the shop and the park.
among | preposition | a word that means in the middle of a group of things | I found my phone among the books.
during | preposition | a word that shows that something happens while something else goes on | I slept during the film.
until | preposition | a word that means up to a time | The shop is open until eight.
since | preposition | a word that means from a time in the past until now | I have lived here since 2010.
while | conjunction | a word that means at the same time as | I listen to music while I eat.
as | preposition | a word that shows the job or use of someone or something, or that two things are the same | She works as a teacher.
towards | preposition | a word that means in the direction of | He walked towards the door.
toward | preposition | a word that means in the direction of | She ran toward her friend.
upon | preposition | an old way to say "on" | The book lay upon the table.
could | modal verb | a word that shows someone was able to do something, or that something is possible | I could read when I was five.
would | modal verb | a word you use to talk about things that are not real, or to ask in a kind way | Would you like some tea?
should | modal verb | a word you use to say what is a good idea | You should go to sleep early.
must | modal verb | a word that shows that something is very important to do | You must stop at a red light.
might | modal verb | a word that shows that something is possible but not sure | It might be cold later.
shall | modal verb | a word you use to offer something or ask for an idea | Shall I open the window?
am | verb | the form of "be" you use with "I" | I am happy today.
is | verb | the form of "be" you use with "he", "she" and "it" | She is my sister.
are | verb | the form of "be" you use with "you", "we" and "they" | They are at school.
was | verb | the past form of "be" with "I", "he", "she" and "it" | I was at home yesterday.
were | verb | the past form of "be" with "you", "we" and "they" | We were very tired.
does | verb | the form of "do" you use with "he", "she" and "it" | Does he like football?
myself | pronoun | a word you use when you do something to yourself or alone | I made this cake myself.
yourself | pronoun | a word you use when the person you talk to does something to themselves | Did you hurt yourself?
everyone | pronoun | all the people in a group | Everyone in my class likes music.
someone | pronoun | a person, when you do not know who | Someone is at the door.
something | pronoun | a thing, when you do not say which one | I want something to eat.
nothing | pronoun | not one thing, not anything | There is nothing in the box.
`;

export const FUNCTION_WORDS: ReadonlyMap<string, FunctionWord> = new Map(
  LINES.trim()
    .split('\n')
    .map((line) => {
      const [word = '', partOfSpeech = '', definition = '', example = ''] = line
        .split('|')
        .map((part) => part.trim());
      return [word, { word, partOfSpeech, definition, example }] as const;
    }),
);
