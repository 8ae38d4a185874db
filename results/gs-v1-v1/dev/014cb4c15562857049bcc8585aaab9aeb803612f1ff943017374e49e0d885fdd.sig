{
  "algorithm": "ed25519",
  "content_sha256": "837e10e1e80572d81fa028ba8f85124847a96f1b46d40daba17e5d5eb82332f1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "014cb4c15562857049bcc8585aaab9aeb803612f1ff943017374e49e0d885fdd",
  "schema": "gridshift.signature/1",
  "signature": "4fafcd113313a83aa904c1dbfd5f1297ac8681a3adc99ae37a045754caf2a3d443e3ab1048a51825dd95ff73c264797fdeae9902f390f390de6d4db5b98a7f0f"
}
