export { CopyrightLine as IslandComponent } from '@/features/marketing/components/copyright-line';
