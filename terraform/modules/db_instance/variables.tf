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
  description = "MySQL (default), PostgreSQL, MariaDB or SQLServer."
  type        = string
  default     = "MySQL"
}

variable "EngineVersion" {
  description = "Engine version (default: the engine's, as local.engine_defaults in main.tf says)."
  type        = string
  default     = null
}

variable "DBInstanceClass" {
  description = "Instance class (default: a 2-core class of the engine, as local.engine_defaults in main.tf says)."
  type        = string
  default     = null
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
