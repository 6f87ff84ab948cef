variable "DiskName" {
  description = "Disk name."
  type        = string
  default     = null
}

variable "ZoneId" {
  description = "Zone; the instance's zone when null and InstanceId is given."
  type        = string
  default     = null
}

variable "Size" {
  description = "Size in GiB."
  type        = string
  default     = "40"
}

variable "DiskCategory" {
  description = "Disk category."
  type        = string
  default     = "cloud_essd"
}

variable "PerformanceLevel" {
  description = "ESSD performance level (PL0-PL3)."
  type        = string
  default     = null
}

variable "Encrypted" {
  description = "\"true\" to encrypt."
  type        = string
  default     = null
}

variable "SnapshotId" {
  description = "Snapshot to create the disk from."
  type        = string
  default     = null
}

variable "Description" {
  description = "Description."
  type        = string
  default     = null
}

variable "InstanceId" {
  description = "Instance to attach the disk to."
  type        = string
  default     = null
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
