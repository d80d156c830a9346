/**
 * Ambiguous words with an interest, labelled by us with the sense a learner with that interest
 * means: a fragment of WordNet's definition of that sense (any one of several when two senses
 * are equally right). Used by `npm run bench:explain` for the sense-choice score.
 */
export interface SensePair {
  word: string;
  interest: string;
  expected: string[];
}

const pair = (word: string, interest: string, ...expected: string[]): SensePair => ({
  word,
  interest,
  expected,
});

export const SENSE_PAIRS: readonly SensePair[] = [
  pair('court', 'Sports', 'game is played'),
  pair('court', 'Law', 'judicial business'),
  pair('court', 'Business', 'judicial business'),
  pair('bank', 'Business', 'financial institution'),
  pair('pitch', 'Sports', 'soccer', 'baseball'),
  pair('pitch', 'Music', 'property of sound'),
  pair('pitch', 'Business', 'promotion by means of an argument'),
  pair('net', 'Sports', 'goal lined with netting', 'dividing the playing area'),
  pair('net', 'Technology', 'computer network'),
  pair('net', 'Business', 'excess of revenues'),
  pair('match', 'Sports', 'formal contest'),
  pair('chip', 'Technology', 'small crystal'),
  pair('chip', 'Cooking', 'slice of potato'),
  pair('mouse', 'Technology', 'hand-operated electronic device'),
  pair('virus', 'Technology', 'software program'),
  pair('virus', 'Medicine', 'infectious agent'),
  pair('bug', 'Technology', 'computer program'),
  pair('operation', 'Medicine', 'medical procedure'),
  pair('plant', 'Business', 'industrial labor'),
  pair('charge', 'Law', 'guilty of a fault', 'wrong or offense'),
  pair('charge', 'Business', 'price charged'),
  pair('sentence', 'Law', 'final judgment of guilty', 'prisoner is imprisoned'),
  pair('sentence', 'Education', 'grammatical rules'),
  pair('record', 'Music', 'sound recording'),
  pair('record', 'Sports', 'performance ever attested', 'wins versus losses'),
  pair('score', 'Music', 'written form of a musical composition'),
  pair('score', 'Sports', 'accomplishment of a team'),
  pair('band', 'Music', 'musicians', 'instrumentalists'),
  pair('key', 'Music', 'diatonic scales', 'pitch of the voice'),
  pair('key', 'Technology', 'keyboard'),
  pair('shot', 'Sports', 'striking at a ball', 'attempt to score'),
  pair('shot', 'Medicine', 'syringe'),
  pair('shot', 'Movies', 'in a film'),
  pair('film', 'Movies', 'form of entertainment'),
  pair('dish', 'Cooking', 'prepared food'),
  pair('dish', 'Technology', 'antenna'),
  pair('flight', 'Travel', 'aircraft', 'by air'),
  pair('ticket', 'Travel', 'commercial document'),
  pair('class', 'Education', 'taught together', 'series of lessons'),
  pair('degree', 'Education', 'college or university'),
  pair('bar', 'Law', 'practice law'),
  pair('bar', 'Music', 'musical beats'),
  pair('case', 'Law', 'court of law'),
  pair('patient', 'Medicine', 'medical care'),
  pair('stock', 'Business', 'shares'),
  pair('stock', 'Cooking', 'simmered'),
  pair('interest', 'Business', 'borrowing money'),
  pair('capital', 'Business', 'production of further assets', 'wealth in the form of money'),
  pair('goal', 'Sports', 'scoring', 'try to advance a ball'),
  pair('coach', 'Sports', 'training an athlete'),
  pair('serve', 'Sports', 'ball into play', 'ball in play'),
  pair('serve', 'Cooking', 'food'),
  pair('board', 'Business', 'committee'),
  pair('cast', 'Movies', 'actors'),
  pair('program', 'Technology', 'computer'),
  pair('window', 'Technology', 'computer screen'),
  pair('monitor', 'Technology', 'computer'),
  pair('note', 'Music', 'musical sound'),
  pair('pupil', 'Education', 'learner'),
  pair('cell', 'Medicine', 'functional unit of all organisms'),
  pair('cell', 'Law', 'prisoner'),
  pair('fine', 'Law', 'penalty'),
  pair('trial', 'Law', 'innocence or guilt'),
  pair('race', 'Sports', 'contest of speed'),
  pair('season', 'Cooking', 'flavor'),
  pair('beat', 'Music', 'rhythmic unit'),
  pair('track', 'Sports', 'races are run', 'athletic competition'),
  pair('track', 'Music', 'selection of music'),
  pair('director', 'Movies', 'film'),
  pair('plant', 'Gardening', 'locomotion'),
  pair('house', 'Sports', 'dwelling'),
  pair('run', 'Business', 'move fast', 'direct or control'),
];

/**
 * Written after the engine's weights were settled on SENSE_PAIRS and never used to change
 * them: a check that the sense choice was not fitted to the pairs above.
 */
export const HELD_OUT_SENSE_PAIRS: readonly SensePair[] = [
  pair('drive', 'Technology', 'storage medium'),
  pair('trunk', 'Travel', 'luggage'),
  pair('port', 'Technology', 'computer', 'links one device'),
  pair('port', 'Travel', 'seaport', 'harbor'),
  pair('file', 'Technology', 'related records'),
  pair('tablet', 'Medicine', 'medicine'),
  pair('rest', 'Music', 'musical notation'),
  pair('staff', 'Music', 'five horizontal lines'),
  pair('staff', 'Business', 'personnel'),
  pair('organ', 'Music', 'keyboard instrument', 'wind instrument'),
  pair('organ', 'Medicine', 'structural and functional unit'),
  pair('pound', 'Business', 'unit of money'),
  pair('volume', 'Music', 'sound'),
  pair('menu', 'Technology', 'computer'),
  pair('menu', 'Cooking', 'dishes'),
  pair('set', 'Movies', 'scenery'),
  pair('diet', 'Medicine', 'prescribed'),
  pair('crown', 'Medicine', 'dental'),
  pair('jam', 'Cooking', 'preserve'),
  pair('batter', 'Cooking', 'mixture'),
  pair('batter', 'Sports', 'batting'),
];
