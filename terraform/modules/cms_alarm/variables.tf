variable "RuleName" {
  description = "Rule name."
  type        = string
}

variable "MetricName" {
  description = "Metric, e.g. CPUUtilization."
  type        = string
}

variable "Resources" {
  description = "Monitored resources as JSON, e.g. [{\"instanceId\":\"i-...\"}]."
  type        = string
}

variable "ContactGroups" {
  description = "Comma-separated alert contact groups."
  type        = string
}

variable "Namespace" {
  description = "Metric namespace."
  type        = string
  default     = "acs_ecs_dashboard"
}

variable "Period" {
  description = "Aggregation period in seconds."
  type        = string
  default     = null
}

variable "Escalations_Critical_Statistics" {
  description = "Escalations.Critical.Statistics."
  type        = string
  default     = "Average"
}

variable "Escalations_Critical_ComparisonOperator" {
  description = "Escalations.Critical.ComparisonOperator."
  type        = string
  default     = "GreaterThanOrEqualToThreshold"
}

variable "Escalations_Critical_Threshold" {
  description = "Escalations.Critical.Threshold."
  type        = string
  default     = "90"
}

variable "Escalations_Critical_Times" {
  description = "Escalations.Critical.Times."
  type        = string
  default     = "3"
}

variable "EnableState" {
  description = "\"false\" leaves the rule disabled."
  type        = string
  default     = "true"
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
