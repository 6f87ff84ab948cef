# A CloudMonitor alert rule (catalog type cms_alarm): PutResourceMetricRule with a critical escalation; EnableState "false" leaves it disabled.
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_cms_alarm" "this" {
  name              = var.RuleName
  project           = var.Namespace
  metric            = var.MetricName
  metric_dimensions = var.Resources
  contact_groups    = split(",", var.ContactGroups)
  period            = var.Period == null ? null : tonumber(var.Period)
  enabled           = tobool(var.EnableState)

  escalations_critical {
    statistics          = var.Escalations_Critical_Statistics
    comparison_operator = var.Escalations_Critical_ComparisonOperator
    threshold           = var.Escalations_Critical_Threshold
    times               = tonumber(var.Escalations_Critical_Times)
  }
}
