output "id" {
  value = alicloud_ecs_key_pair.this.id
}

output "name" {
  value = alicloud_ecs_key_pair.this.key_pair_name
}

output "KeyPairName" {
  value = alicloud_ecs_key_pair.this.key_pair_name
}

output "KeyPairFingerPrint" {
  value = alicloud_ecs_key_pair.this.finger_print
}
