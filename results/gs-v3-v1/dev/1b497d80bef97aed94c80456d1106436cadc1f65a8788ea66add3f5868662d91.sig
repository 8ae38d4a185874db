{
  "algorithm": "ed25519",
  "content_sha256": "2431dfff3f0730986894a3e4c30abe72dcdaf548973164a4b144b0185135566c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1b497d80bef97aed94c80456d1106436cadc1f65a8788ea66add3f5868662d91",
  "schema": "gridshift.signature/1",
  "signature": "505cd64c1e6d154ea25cabce09cfab6ccab48f3b18a5f3dcbff3b25f5dff381c2f74461ec83cd7d1318bbb05c30702fb38dbfe1325a0b41a276a672a1ccb5e03"
}
