variable "ContactGroupName" {
  description = "Group name."
  type        = string
}

variable "Describe" {
  description = "Description."
  type        = string
  default     = null
}

variable "ContactNames_1" {
  description = "ContactNames.1: an alert contact of the group."
  type        = string
  default     = null
}

variable "ContactNames_2" {
  description = "ContactNames.2: an alert contact of the group."
  type        = string
  default     = null
}

variable "ContactNames_3" {
  description = "ContactNames.3: an alert contact of the group."
  type        = string
  default     = null
}

variable "ContactNames_4" {
  description = "ContactNames.4: an alert contact of the group."
  type        = string
  default     = null
}

variable "ContactNames_5" {
  description = "ContactNames.5: an alert contact of the group."
  type        = string
  default     = null
}

variable "EnableSubscribed" {
  description = "\"true\" subscribes the group to weekly reports."
  type        = string
  default     = null
}

variable "tags" {
  description = "Accepted for a uniform interface; this resource takes no tags, so the episode is marked by its name only."
  type        = map(string)
  default     = {}
}
