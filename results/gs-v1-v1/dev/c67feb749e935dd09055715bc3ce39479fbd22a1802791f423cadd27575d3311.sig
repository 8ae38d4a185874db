{
  "algorithm": "ed25519",
  "content_sha256": "ea74339776dbd40efaaeeb44b628054751cb0e36285c34acb9497a2f70fcd675",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c67feb749e935dd09055715bc3ce39479fbd22a1802791f423cadd27575d3311",
  "schema": "gridshift.signature/1",
  "signature": "0acfee37a02e272365ba36b7c8e86d1546885fc3cdb80bacd253bf71636ce536fe067c893a7fe5391062879e95af630cba75fd131af9750ca7bd86c921bc040e"
}
