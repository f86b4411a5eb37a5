/**
 * The public ticket payload (spec §3 "Ticket submission payload" plus the contact-sales and
 * early-access extras), its rules and its mapping to the tickets table.
 */
import { z } from 'zod';
import { emailSchema, optionalText, requiredText } from '../_shared/validation.ts';

export const PUBLIC_TICKET_TYPES = ['demo_request', 'contact_sales', 'early_access'] as const;
export type PublicTicketType = (typeof PUBLIC_TICKET_TYPES)[number];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5000+'] as const;

export const ticketTypeSchema = z.enum(PUBLIC_TICKET_TYPES, {
  error: 'Ticket type must be demo_request, contact_sales or early_access',
});

const fields = {
  ticketType: ticketTypeSchema,
  firstName: requiredText(100, 'First name'),
  lastName: requiredText(100, 'Last name'),
  email: emailSchema,
  company: requiredText(200, 'Company'),
  companySize: z.enum(COMPANY_SIZES, { error: 'Choose a company size' }),
  country: optionalText(100, 'Country'),
  jobTitle: optionalText(200, 'Job title'),
  phone: optionalText(50, 'Phone').refine((phone) => phone === null || /^[0-9+()./\-\s]*(?:(?:ext|x)\.?\s*\d+)?$/i.test(phone), {
    message: 'Phone may contain digits, spaces and + ( ) - . only',
  }),
  message: optionalText(10_000, 'Message'),
  source: optionalText(100, 'Source'),
  budgetRange: optionalText(500, 'Budget range'),
  timeline: optionalText(500, 'Timeline'),
  useCase: optionalText(5_000, 'Use case'),
  referralSource: optionalText(500, 'Referral source'),
};

/** Demo requests also need a country (the demo form requires it); the other types keep it optional. */
const schemas: Record<PublicTicketType, z.ZodType<TicketSubmission>> = {
  demo_request: z.object({ ...fields, country: requiredText(100, 'Country') }),
  contact_sales: z.object(fields),
  early_access: z.object(fields),
};

export type TicketSubmission = z.output<z.ZodObject<typeof fields>>;

export function ticketSchemaFor(type: PublicTicketType): z.ZodType<TicketSubmission> {
  return schemas[type];
}

/** Row for public.tickets; status and priority are the spec's defaults, stated so nobody can send others. */
export function toTicketRow(ticket: TicketSubmission) {
  return {
    ticket_type: ticket.ticketType,
    first_name: ticket.firstName,
    last_name: ticket.lastName,
    email: ticket.email,
    company: ticket.company,
    job_title: ticket.jobTitle,
    phone: ticket.phone,
    company_size: ticket.companySize,
    country: ticket.country,
    message: ticket.message,
    source: ticket.source,
    budget_range: ticket.ticketType === 'contact_sales' ? ticket.budgetRange : null,
    timeline: ticket.ticketType === 'contact_sales' ? ticket.timeline : null,
    use_case: ticket.ticketType === 'demo_request' ? null : ticket.useCase,
    referral_source: ticket.ticketType === 'early_access' ? ticket.referralSource : null,
    status: 'new',
    priority: 'medium',
  };
}
