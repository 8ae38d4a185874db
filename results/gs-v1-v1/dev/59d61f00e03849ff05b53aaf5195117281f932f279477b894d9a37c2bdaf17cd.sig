{
  "algorithm": "ed25519",
  "content_sha256": "d4eeb13f8228676a44a2fcec5e0fc19f8815227e452d52b8dc976ad4c0ef57ef",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "59d61f00e03849ff05b53aaf5195117281f932f279477b894d9a37c2bdaf17cd",
  "schema": "gridshift.signature/1",
  "signature": "9e348d9c14de196f5def30236d9687a3c535df32a35942a46b59519afe745acd8baa433ffc696f052f3452c5d325ef2fa149ace2d9c40e2da5036843fd782f07"
}
