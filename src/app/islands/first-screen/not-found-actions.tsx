export { NotFoundActions as IslandComponent } from '@/app/errors/not-found-actions';
