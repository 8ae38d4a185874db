{
  "algorithm": "ed25519",
  "content_sha256": "594128a4b96792c6bf814071160aae2307de1e49a3bbfa744020630bfd626925",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "40a3eb1d366219ec2021be580dce81c2346ae82adb5bc23f5e46ceb33572315e",
  "schema": "gridshift.signature/1",
  "signature": "0cd8085186685fb23c117dedfb1922d08f606a9fc2fcfc10e5e242729e46ca2230ab63ac97fc382c9c18a0ed49cdfc66e37ec49a51e69bd4aa1ede97719bcc03"
}
