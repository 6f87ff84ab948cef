variable "LoadBalancerId" {
  description = "CLB instance."
  type        = string
}

variable "ListenerPort" {
  description = "Port of the HTTP or HTTPS listener."
  type        = string
}

variable "RuleName" {
  description = "Rule name, 1-80 characters."
  type        = string
}

variable "Domain" {
  description = "Request domain; a Domain, a Url or both."
  type        = string
  default     = null
}

variable "Url" {
  description = "Request path starting with /."
  type        = string
  default     = null
}

variable "VServerGroupId" {
  description = "VServer group the rule forwards to."
  type        = string
}

variable "tags" {
  description = "Not applied: a forwarding rule takes no tags; kept so that every module has the input."
  type        = map(string)
  default     = {}
}
