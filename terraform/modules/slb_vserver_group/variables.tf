variable "LoadBalancerId" {
  description = "CLB instance."
  type        = string
}

variable "VServerGroupName" {
  description = "Group name, 1-80 characters."
  type        = string
}

variable "tags" {
  description = "Not applied: a VServer group takes no tags; kept so that every module has the input."
  type        = map(string)
  default     = {}
}
