{
  "algorithm": "ed25519",
  "content_sha256": "1ec8f73480aafb2942fa48924d94830eafe194e6c71667cc11262eb12b0b0962",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d13c4e28d7a6aa0b22c7af2c84fc43236001a9531faeb3aa8ddffdc2945b4c94",
  "schema": "gridshift.signature/1",
  "signature": "25db516ef36f182edfbbc00cd0e80abc71840105754f27dc0e8447705599e62901eb61a6c79302443688e450d3e139bc719b30888e27759878c46b911d9bd70b"
}
