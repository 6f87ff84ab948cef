# A CloudMonitor alert template (catalog type cms_metric_rule_template): CreateMetricRuleTemplate with Name and one
# metric rule (the openapi backend's default: ECS CPU utilization, critical above 80% three times running).
terraform {
  required_providers {
    alicloud = {
      source  = "aliyun/alicloud"
      version = ">= 1.245.0"
    }
  }
}

resource "alicloud_cms_metric_rule_template" "this" {
  metric_rule_template_name = var.Name
  description               = var.Description
  alert_templates {
    category    = "ecs"
    namespace   = "acs_ecs_dashboard"
    metric_name = var.MetricName
    rule_name   = "cpu"
    escalations {
      critical {
        comparison_operator = "GreaterThanThreshold"
        statistics          = "Average"
        threshold           = var.Threshold
        times               = "3"
      }
    }
  }
}
