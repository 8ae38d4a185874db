{
  "algorithm": "ed25519",
  "content_sha256": "33fe4ac675a48a342a780e182c03d13e605f7d65f6dc322debc02bc71d525a96",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f94c6816df48335772874ef23d7dec2b2c52a97282a3e0176fbdfe554286cbf2",
  "schema": "gridshift.signature/1",
  "signature": "ac2315d7452fbb68419f2b579367f7e49603e403dae7da5b3f3f9f75bc85a97ea21ea75cb596d0a747587032de7c872bec6812e4f15e9f8d0aed183c7a61120e"
}
