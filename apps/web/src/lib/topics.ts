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
    description: 'Passages about food, cooking and healthy living',
  },
  {
    id: 'places-travel',
    name: 'Places & Travel',
    description: 'Passages about cities, countries and journeys',
  },
  {
    id: 'festivals-celebrations',
    name: 'Festivals & Celebrations',
    description: 'Passages about holidays and celebrations around the world',
  },
  {
    id: 'folktales',
    name: 'Folktales',
    description: 'Passages about traditional stories from many cultures',
  },
  {
    id: 'fiction',
    name: 'Fiction',
    description: 'Passages about stories, characters and adventures',
  },
  {
    id: 'science',
    name: 'Science',
    description: 'Passages about discoveries, experiments and how things work',
  },
  {
    id: 'heroes',
    name: 'Heroes',
    description: 'Passages about brave people who changed the world',
  },
  {
    id: 'cartoons',
    name: 'Cartoons',
    description: 'Passages about animated shows and comic characters',
  },
  {
    id: 'animals',
    name: 'Animals',
    description: 'Passages about wildlife, pets and nature’s creatures',
  },
  {
    id: 'vehicles',
    name: 'Vehicles',
    description: 'Passages about cars, trains, planes and ships',
  },
  {
    id: 'fairytales',
    name: 'Fairytales',
    description: 'Passages about magical tales and happy endings',
  },
  {
    id: 'sports',
    name: 'Sports',
    description: 'Passages about games, athletes and teamwork',
  },
  {
    id: 'nature',
    name: 'Nature',
    description: 'Passages about forests, oceans, weather and our planet',
  },
];
