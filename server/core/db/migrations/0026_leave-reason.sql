ALTER TABLE "leaves" ADD COLUMN "reason" text;
