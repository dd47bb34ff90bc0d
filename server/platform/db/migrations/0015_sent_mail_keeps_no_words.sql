-- Written by hand: a message sent or given up keeps its recipient, subject and times, not its
-- words, which may carry a receipt's or a grievance status page's secret link.
UPDATE "mail_outbox" SET "body" = '' WHERE "sent_at" IS NOT NULL OR "abandoned_at" IS NOT NULL;
