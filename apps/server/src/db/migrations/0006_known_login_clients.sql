CREATE TABLE "known_login_clients" (
	"username" text NOT NULL,
	"client_hash" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_login_clients_username_client_hash_pk" PRIMARY KEY("username","client_hash")
);
