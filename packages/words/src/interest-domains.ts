/**
 * The learner's context interests (spec 000 Preferences) as WordNet domains. Each interest names
 * anchor senses ("lemma.pos.N", WordNet 3.1 sense numbers): a sense belongs to the interest when
 * it is an anchor or lies below one (hypernym chain), when its topic domain (';c') is one of
 * them or lies below one, or when its lexicographer file is listed. Keywords (our own list)
 * catch the rest in definitions, examples and the names of narrower senses ("tennis court").
 */

/** An identifier the web app maps to an SVG icon (never an emoji). */
export type DomainIcon =
  | 'business'
  | 'sports'
  | 'technology'
  | 'medicine'
  | 'education'
  | 'travel'
  | 'cooking'
  | 'music'
  | 'movies'
  | 'law'
  | 'science'
  | 'nature'
  | 'animal'
  | 'plant'
  | 'person'
  | 'place'
  | 'time'
  | 'feeling'
  | 'body'
  | 'object'
  | 'action'
  | 'idea'
  | 'communication'
  | 'quantity'
  | 'general';

export interface InterestDomain {
  name: string;
  icon: DomainIcon;
  anchors: readonly string[];
  lexFiles: readonly string[];
  keywords: readonly string[];
}

const domain = (
  name: string,
  icon: DomainIcon,
  anchors: string[],
  keywords: string,
  lexFiles: string[] = [],
): InterestDomain => ({ name, icon, anchors, lexFiles, keywords: keywords.split(/\s+/) });

/** The spec's popular interests plus Law, our example of a custom interest with a fixed map. */
export const INTEREST_DOMAINS: readonly InterestDomain[] = [
  domain(
    'Business',
    'business',
    [
      'business.n.1',
      'business.n.2',
      'commerce.n.1',
      'finance.n.1',
      'finance.n.3',
      'economics.n.1',
      'tax.n.1',
      'stock_market.n.1',
      'accounting.n.3',
      'marketing.n.1',
      'management.n.2',
      'money.n.1',
      'financial_institution.n.1',
      'capital.n.1',
    ],
    `business company firm money market trade sale sell buy price cost profit loss customer client
     bank banking financial finance economy economic commercial commerce invest investment investor
     stock share shareholder tax pay payment office manager management employee employer salary
     wage contract deal goods product industry marketing account accounting budget income fund
     capital loan credit debt interest revenue asset shop store brand retail sales purchase supply
     demand insurance dollar currency cash industrial industry factory labor labour production
     manufacturing corporation shares promotion advertising advertisement`,
  ),
  domain(
    'Sports',
    'sports',
    ['sport.n.1', 'sport.n.2', 'athlete.n.1', 'game.n.2', 'contest.n.1'],
    `sport sports game match team player athlete ball goal score win lose championship competition
     compete race coach referee tennis football soccer basketball baseball golf hockey cricket
     boxing swimming racing olympic tournament league stadium court field pitch serve shot kick
     throw catch run runner fan season trophy medal`,
  ),
  domain(
    'Technology',
    'technology',
    [
      'computer_science.n.1',
      'computer.n.1',
      'technology.n.1',
      'technology.n.3',
      'engineering.n.1',
      'electronics.n.1',
      'telecommunication.n.1',
      'internet.n.1',
      'software.n.1',
      'machine.n.1',
    ],
    `computer computing software hardware program programming data digital internet network online
     web website electronic electronics device machine technology technical engineering engineer
     code file memory screen keyboard phone signal system user server chip circuit robot app
     application download upload email keyboard antenna satellite television radio broadcast
     monitor display`,
  ),
  domain(
    'Medicine',
    'medicine',
    [
      'medicine.n.1',
      'medicine.n.2',
      'medicine.n.3',
      'disease.n.1',
      'pathology.n.1',
      'surgery.n.1',
      'drug.n.1',
      'symptom.n.1',
      'health_professional.n.1',
      'medical_care.n.1',
      'biology.n.1',
      'anatomy.n.1',
    ],
    `medicine medical doctor nurse patient hospital health healthy illness ill sick disease
     infection symptom treatment treat cure drug pill surgery surgeon operation pain injury wound
     blood heart body clinic therapy diagnosis virus bacteria vaccine fever`,
    ['noun.body'],
  ),
  domain(
    'Education',
    'education',
    [
      'education.n.1',
      'education.n.2',
      'school.n.1',
      'school.n.2',
      'school.n.3',
      'educator.n.1',
      'student.n.1',
      'educational_institution.n.1',
      'course.n.1',
      'examination.n.2',
    ],
    `school student teacher pupil class classroom lesson course study learn learning teach
     teaching education educational university college exam examination test grade degree
     homework lecture professor subject knowledge skill training academic library textbook`,
  ),
  domain(
    'Travel',
    'travel',
    [
      'travel.n.1',
      'tourism.n.1',
      'journey.n.1',
      'transportation.n.2',
      'transportation_system.n.1',
      'conveyance.n.3',
      'hotel.n.1',
      'air_travel.n.1',
      'seafaring.n.1',
      'driving.n.2',
    ],
    `travel traveller traveler trip journey tour tourist tourism holiday vacation hotel flight fly
     plane airport passenger ticket train station bus car ship boat road map visit visitor abroad
     luggage baggage passport border destination guide`,
  ),
  domain(
    'Cooking',
    'cooking',
    ['cooking.n.1', 'food.n.1', 'food.n.2', 'dish.n.2', 'cuisine.n.1', 'kitchen_utensil.n.1'],
    `cook cooking food meal dish kitchen recipe bake baking boil fry roast heat oven pan pot
     taste flavour flavor eat eating ingredient sauce bread meat fruit vegetable sugar salt
     restaurant chef dinner lunch breakfast soup cake`,
    ['noun.food', 'verb.consumption'],
  ),
  domain(
    'Music',
    'music',
    [
      'music.n.1',
      'music.n.3',
      'music.n.4',
      'musical_instrument.n.1',
      'musician.n.1',
      'song.n.1',
      'musical_composition.n.1',
      'singing.n.1',
    ],
    `music musical song sing singer singing band concert instrument guitar piano drum violin
     note tune melody rhythm sound album record play player orchestra composer musician choir
     dance opera jazz rock pop scale tone tonal chord harmony`,
  ),
  domain(
    'Movies',
    'movies',
    [
      'movie.n.1',
      'film.n.2',
      'cinema.n.2',
      'actor.n.1',
      'performing_arts.n.1',
      'theater.n.1',
      'photography.n.1',
      'dramaturgy.n.1',
    ],
    `film movie cinema actor actress director scene screen role star character story plot camera
     shoot shot studio theatre theater audience ticket show drama comedy script producer play
     performance perform performer stage entertainment`,
  ),
  domain(
    'Law',
    'law',
    ['law.n.1', 'law.n.2', 'law.n.6', 'jurisprudence.n.2', 'crime.n.1', 'court.n.1', 'lawyer.n.1'],
    `law legal court judge jury lawyer trial crime criminal police justice contract prison guilty
     innocent witness evidence crime appeal sue lawsuit
     judicial legislation prison prisoner penalty punishment fine police arrest offence offense`,
  ),
];

/** Lexicographer files as an icon for the visual card when no interest applies. */
export const LEX_FILE_ICONS: Readonly<Record<string, DomainIcon>> = {
  'noun.animal': 'animal',
  'noun.plant': 'plant',
  'noun.person': 'person',
  'noun.location': 'place',
  'noun.object': 'nature',
  'noun.phenomenon': 'nature',
  'noun.time': 'time',
  'noun.feeling': 'feeling',
  'verb.emotion': 'feeling',
  'noun.body': 'body',
  'verb.body': 'body',
  'noun.artifact': 'object',
  'noun.food': 'cooking',
  'verb.consumption': 'cooking',
  'noun.communication': 'communication',
  'verb.communication': 'communication',
  'noun.cognition': 'idea',
  'verb.cognition': 'idea',
  'noun.quantity': 'quantity',
  'noun.possession': 'business',
  'verb.possession': 'business',
  'verb.competition': 'sports',
  'verb.motion': 'action',
  'verb.contact': 'action',
  'noun.act': 'action',
  'noun.substance': 'science',
  'verb.weather': 'nature',
};
