{
  "algorithm": "ed25519",
  "content_sha256": "e82b24a16eaf976298a0f86d94060b8799a8c3ab7c75b4051dca16ed04b75145",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "22ed785e2304692ba06b2b6ad5728c350664d969613127787bff11d877155bbf",
  "schema": "gridshift.signature/1",
  "signature": "3155e779299b8949a896b7c6cc97f8df2ac2a0372deadd96547cb73af1de0f8bbd4f910b6c45e479f9a205f35edabef750dfaa3ed098f4e699f150bb3e47ac0d"
}
