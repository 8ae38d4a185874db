{
  "algorithm": "ed25519",
  "content_sha256": "4355fdf1e307adf44adf7e996e8b4c97a71ebc06812420022273edd639493b38",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8fa9a48f3b1dbbc7c7be3ee5b5051548736e9ffe3718f45f761764486040aab1",
  "schema": "gridshift.signature/1",
  "signature": "efe7834059378bd63de7ed8ee49f85841b259f9b04fe400b415a2e465425e4239773e07e5eaa63a2db2549528f9e83468703fc03e0eefa5a83ea90ffb5833808"
}
