{
  "algorithm": "ed25519",
  "content_sha256": "b61e406cfafcba93a35eb6ac91de66a92469fd6545cfe939313e157d4766d831",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "800485cac88bd0b9fbd8dbc436a8bafe57b8b2b3da452433c5864aef83e64677",
  "schema": "gridshift.signature/1",
  "signature": "ecf2bb64fc86a3d622811e94c5bfd9114a7f13a662655467969d1ee71efeb4a07d7d098c01bd53f099aedff183b9832e98597a47a6bc71fc9b359035b9ac4e0e"
}
