variable "DBInstanceId" {
  description = "RDS instance."
  type        = string
}

variable "DBName" {
  description = "Database name."
  type        = string
}

variable "CharacterSetName" {
  description = "Character set."
  type        = string
  default     = "utf8mb4"
}

variable "DBDescription" {
  description = "Description."
  type        = string
  default     = null
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
