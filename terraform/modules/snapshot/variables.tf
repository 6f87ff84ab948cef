variable "DiskId" {
  description = "Disk to snapshot (attached to an instance)."
  type        = string
}

variable "SnapshotName" {
  description = "Snapshot name."
  type        = string
  default     = null
}

variable "Description" {
  description = "Description."
  type        = string
  default     = null
}

variable "RetentionDays" {
  description = "Days to keep the snapshot; forever when null."
  type        = string
  default     = null
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
