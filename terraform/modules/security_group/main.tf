# A security group (catalog type security_group): CreateSecurityGroup, plus one inbound rule (AuthorizeSecurityGroup) when IpProtocol is given.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_security_group" "this" {
  vpc_id              = var.VpcId
  security_group_name = var.SecurityGroupName
  description         = var.Description
  security_group_type = var.SecurityGroupType
  resource_group_id   = var.ResourceGroupId
  tags                = var.tags
}

resource "alicloud_security_group_rule" "ingress" {
  count                    = var.IpProtocol == null ? 0 : 1
  security_group_id        = alicloud_security_group.this.id
  type                     = "ingress"
  ip_protocol              = lower(var.IpProtocol)
  port_range               = var.PortRange
  cidr_ip                  = var.SourceCidrIp
  ipv6_cidr_ip             = var.Ipv6SourceCidrIp
  source_security_group_id = var.SourceGroupId
  prefix_list_id           = var.SourcePrefixListId
  policy                   = var.Policy == null ? null : lower(var.Policy)
  priority                 = var.Priority == null ? null : tonumber(var.Priority)
  nic_type                 = var.NicType == null ? null : lower(var.NicType)
}
