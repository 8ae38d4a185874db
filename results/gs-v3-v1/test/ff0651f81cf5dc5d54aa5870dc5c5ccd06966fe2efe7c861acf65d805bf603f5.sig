{
  "algorithm": "ed25519",
  "content_sha256": "180d4a38020e41d383ba08140a14287120d2b7e17e4a39c497905ca33e23fa3d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ff0651f81cf5dc5d54aa5870dc5c5ccd06966fe2efe7c861acf65d805bf603f5",
  "schema": "gridshift.signature/1",
  "signature": "8a2f8e514a39498d4241249cfbf32d09e7cf165544d77771059236e487d4edbb5ff53fa15d6e65c00b5e29028e224c3de1df5343fce566aa0ec78ecaeb813902"
}
