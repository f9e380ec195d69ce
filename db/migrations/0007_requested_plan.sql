-- A plan picked in the wizard is requested, not active, until it is paid for and the operator
-- activates it (decision 015). subscription_tier and tier_rank keep meaning the active plan.
ALTER TABLE `companies` ADD `requested_tier` text;
