CREATE TABLE "scheduled_job_runs" (
	"job" varchar(64) NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"node" varchar(128) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "scheduled_job_runs_job_slot_pk" PRIMARY KEY("job","slot")
);
