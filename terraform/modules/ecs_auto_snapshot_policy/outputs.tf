output "id" {
  value = alicloud_ecs_auto_snapshot_policy.this.id
}

output "name" {
  value = alicloud_ecs_auto_snapshot_policy.this.auto_snapshot_policy_name
}

output "AutoSnapshotPolicyId" {
  value = alicloud_ecs_auto_snapshot_policy.this.id
}
