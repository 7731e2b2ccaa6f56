export { AdminModule } from './admin.module';
