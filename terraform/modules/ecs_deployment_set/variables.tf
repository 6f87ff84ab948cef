variable "DeploymentSetName" {
  description = "Deployment set name."
  type        = string
}

variable "Strategy" {
  description = "Deployment strategy: Availability (the default), AvailabilityGroup or LowLatency."
  type        = string
  default     = "Availability"
}

variable "Description" {
  description = "Deployment set description."
  type        = string
  default     = ""
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>. The provider's deployment set takes none: unused."
  type        = map(string)
  default     = {}
}
