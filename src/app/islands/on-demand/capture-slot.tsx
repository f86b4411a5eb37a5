export { CaptureSlot as IslandComponent } from '@/features/marketing/components/capture-slot';
