variable "VpcId" {
  description = "VPC of the group."
  type        = string
  default     = null
}

variable "SecurityGroupName" {
  description = "Group name."
  type        = string
  default     = null
}

variable "Description" {
  description = "Description."
  type        = string
  default     = null
}

variable "SecurityGroupType" {
  description = "normal or enterprise."
  type        = string
  default     = null
}

variable "ResourceGroupId" {
  description = "Resource group."
  type        = string
  default     = null
}

variable "IpProtocol" {
  description = "Inbound rule protocol (tcp, udp, icmp, gre, all); no rule when null."
  type        = string
  default     = null
}

variable "PortRange" {
  description = "Inbound rule port range, e.g. 22/22."
  type        = string
  default     = null
}

variable "SourceCidrIp" {
  description = "Inbound rule source IPv4 CIDR."
  type        = string
  default     = null
}

variable "Ipv6SourceCidrIp" {
  description = "Inbound rule source IPv6 CIDR."
  type        = string
  default     = null
}

variable "SourceGroupId" {
  description = "Inbound rule source security group."
  type        = string
  default     = null
}

variable "SourcePrefixListId" {
  description = "Inbound rule source prefix list."
  type        = string
  default     = null
}

variable "Policy" {
  description = "accept (default) or drop."
  type        = string
  default     = null
}

variable "Priority" {
  description = "Rule priority, 1-100."
  type        = string
  default     = null
}

variable "NicType" {
  description = "intranet (default) or internet."
  type        = string
  default     = null
}

variable "tags" {
  description = "Tags for the resource; the renderer adds aca:episode = <episode id>."
  type        = map(string)
  default     = {}
}
