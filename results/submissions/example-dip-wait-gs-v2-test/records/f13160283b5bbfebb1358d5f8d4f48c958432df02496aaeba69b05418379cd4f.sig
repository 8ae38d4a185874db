{
  "algorithm": "ed25519",
  "content_sha256": "dde685835b371df91c336f0a80a4b03b78a565163a2eaefb4ea62edc0160ef8c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f13160283b5bbfebb1358d5f8d4f48c958432df02496aaeba69b05418379cd4f",
  "schema": "gridshift.signature/1",
  "signature": "bb1850836a7546c6ba94e1901f89f1771916b1e81b590f5782b43ab42a7c692ff39dfe9bc8f55d762e4f52f9a9f3e5a6d19016700a724e42bc4b4331cbd62f08"
}
