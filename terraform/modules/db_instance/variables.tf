variable "VSwitchId" {
  description = "vSwitch of the instance."
  type        = string
}

variable "DBInstanceDescription" {
  description = "Instance description (its name in the console)."
  type        = string
  default     = null
}

variable "Engine" {
  description = "MySQL (default) or PostgreSQL."
  type        = string
  default     = "MySQL"
}

variable "EngineVersion" {
  description = "Engine version."
  type        = string
  default     = "8.0"
}

variable "DBInstanceClass" {
  description = "Instance class."
  type        = string
  default     = "mysql.n2.medium.1"
}

variable "DBInstanceStorage" {
  description = "Storage in GB."
  type        = string
  default     = "20"
}

variable "DBInstanceStorageType" {
  description = "Storage type."
  type        = string
  default     = "cloud_essd"
}

variable "ZoneId" {
  description = "Zone (the vSwitch's)."
  type        = string
  default     = null
}

variable "VPCId" {
  description = "VPC (the vSwitch's)."
  type        = string
  default     = null
}

variable "SecurityIPList" {
  description = "Comma-separated IP whitelist."
  type        = string
  default     = null
}

variable "PayType" {
  description = "Postpaid (default)."
  type        = string
  default     = "Postpaid"
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
