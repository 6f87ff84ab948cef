variable "DBInstanceId" {
  description = "RDS instance."
  type        = string
}

variable "AccountName" {
  description = "Account name."
  type        = string
}

variable "AccountPassword" {
  description = "Password; random when null."
  type        = string
  default     = null
  sensitive   = true
}

variable "AccountType" {
  description = "Normal (default) or Super."
  type        = string
  default     = "Normal"
}

variable "AccountDescription" {
  description = "Description."
  type        = string
  default     = null
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
