variable "autoSnapshotPolicyName" {
  description = "Policy name."
  type        = string
}

variable "timePoints" {
  description = "Hours of the day (0-23) at which automatic snapshots are taken."
  type        = list(string)
  default     = ["0"]
}

variable "repeatWeekdays" {
  description = "Days of the week (1-7) on which automatic snapshots are taken."
  type        = list(string)
  default     = ["1", "2", "3", "4", "5", "6", "7"]
}

variable "retentionDays" {
  description = "Days automatic snapshots are kept; -1 keeps them until the quota is reached."
  type        = number
  default     = 7
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
