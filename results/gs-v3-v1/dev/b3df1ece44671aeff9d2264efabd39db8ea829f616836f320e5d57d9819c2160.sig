{
  "algorithm": "ed25519",
  "content_sha256": "03ceb35172ef300a219345adb7b8f68147a1f59f251ba516d65f5f290c482c4a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b3df1ece44671aeff9d2264efabd39db8ea829f616836f320e5d57d9819c2160",
  "schema": "gridshift.signature/1",
  "signature": "4b7925a906b62ca012b136498ceda4e31e273ebb77535bc4c61610d665937dfe2289a9bee6aa2a2339de4fb2e701ce701d2b08d5b431d5db730bfe3261804c08"
}
