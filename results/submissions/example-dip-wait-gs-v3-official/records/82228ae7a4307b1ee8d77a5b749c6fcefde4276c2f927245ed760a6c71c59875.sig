{
  "algorithm": "ed25519",
  "content_sha256": "257423a34f879dce7161fff3293c6206a8925b2719536a6a20682d33785584dd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "82228ae7a4307b1ee8d77a5b749c6fcefde4276c2f927245ed760a6c71c59875",
  "schema": "gridshift.signature/1",
  "signature": "8b07a23436ddae9fcf156c68af6d245ca16e55da8a35bf5f029018f93f28d5ee55f312a27e2dc8e4f6f1445290de51947172d4bb2de102e8461ca07b4abfc302"
}
