import type { TopicId } from '@lexora/contracts';

export interface TopicInfo {
  id: TopicId;
  name: string;
  description: string;
}

/** The 13 reading topics of spec 001 section 3, shared by the topic picker and reading preferences. */
export const topics: TopicInfo[] = [
  {
    id: 'food-health',
    name: 'Food & Health',
    description: 'Learn paragraphs related to food, cooking and healthy living',
  },
  {
    id: 'places-travel',
    name: 'Places & Travel',
    description: 'Learn paragraphs related to cities, countries and journeys',
  },
  {
    id: 'festivals-celebrations',
    name: 'Festivals & Celebrations',
    description: 'Learn paragraphs related to holidays and celebrations around the world',
  },
  {
    id: 'folktales',
    name: 'Folktales',
    description: 'Learn paragraphs related to traditional stories from many cultures',
  },
  {
    id: 'fiction',
    name: 'Fiction',
    description: 'Learn paragraphs related to stories, characters and adventures',
  },
  {
    id: 'science',
    name: 'Science',
    description: 'Learn paragraphs related to discoveries, experiments and how things work',
  },
  {
    id: 'heroes',
    name: 'Heroes',
    description: 'Learn paragraphs related to brave people who changed the world',
  },
  {
    id: 'cartoons',
    name: 'Cartoons',
    description: 'Learn paragraphs related to animated shows and comic characters',
  },
  {
    id: 'animals',
    name: 'Animals',
    description: 'Learn paragraphs related to wildlife, pets and nature’s creatures',
  },
  {
    id: 'vehicles',
    name: 'Vehicles',
    description: 'Learn paragraphs related to cars, trains, planes and ships',
  },
  {
    id: 'fairytales',
    name: 'Fairytales',
    description: 'Learn paragraphs related to magical tales and happy endings',
  },
  {
    id: 'sports',
    name: 'Sports',
    description: 'Learn paragraphs related to games, athletes and teamwork',
  },
  {
    id: 'nature',
    name: 'Nature',
    description: 'Learn paragraphs related to forests, oceans, weather and our planet',
  },
];
